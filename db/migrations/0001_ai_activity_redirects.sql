CREATE TABLE `activity_log` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`at` integer NOT NULL,
	`actor_user_id` integer,
	`actor_email` text,
	`action` text NOT NULL,
	`entity_type` text NOT NULL,
	`entity_id` text,
	`summary` text DEFAULT '' NOT NULL,
	`before` text,
	`after` text,
	FOREIGN KEY (`actor_user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE INDEX `activity_log_at_idx` ON `activity_log` (`at`);--> statement-breakpoint
CREATE INDEX `activity_log_action_idx` ON `activity_log` (`action`,`at`);--> statement-breakpoint
CREATE INDEX `activity_log_actor_idx` ON `activity_log` (`actor_user_id`,`at`);--> statement-breakpoint
CREATE INDEX `activity_log_entity_idx` ON `activity_log` (`entity_type`,`entity_id`);--> statement-breakpoint
CREATE TABLE `ai_runs` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`kind` text NOT NULL,
	`user_id` integer,
	`provider` text,
	`model` text,
	`status` text DEFAULT 'running' NOT NULL,
	`subject` text,
	`started_at` integer NOT NULL,
	`duration_ms` integer,
	`input_tokens` integer DEFAULT 0 NOT NULL,
	`output_tokens` integer DEFAULT 0 NOT NULL,
	`cost_usd` real DEFAULT 0 NOT NULL,
	`provider_calls` integer DEFAULT 0 NOT NULL,
	`source_calls` integer DEFAULT 0 NOT NULL,
	`sources` text DEFAULT '[]' NOT NULL,
	`steps` text DEFAULT '[]' NOT NULL,
	`result` text,
	`error` text,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE INDEX `ai_runs_started_idx` ON `ai_runs` (`started_at`);--> statement-breakpoint
CREATE INDEX `ai_runs_kind_idx` ON `ai_runs` (`kind`,`started_at`);--> statement-breakpoint
CREATE TABLE `retired_paths` (
	`path` text PRIMARY KEY NOT NULL,
	`target_path` text,
	`entity_type` text NOT NULL,
	`entity_id` integer,
	`created_at` integer NOT NULL
);
--> statement-breakpoint
CREATE INDEX `retired_paths_target_idx` ON `retired_paths` (`target_path`);--> statement-breakpoint
CREATE INDEX `retired_paths_entity_idx` ON `retired_paths` (`entity_type`,`entity_id`);--> statement-breakpoint
ALTER TABLE `submissions` ADD `ai_generated` integer DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE `submissions` ADD `research_data` text;--> statement-breakpoint
ALTER TABLE `submissions` ADD `review_notes_shared` integer DEFAULT false NOT NULL;--> statement-breakpoint
CREATE INDEX `submissions_submitter_idx` ON `submissions` (`submitter_user_id`,`submitted_at`);