CREATE TABLE `corrections` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`entity_type` text NOT NULL,
	`expert_id` integer,
	`article_id` integer,
	`subject` text NOT NULL,
	`part` text NOT NULL,
	`quote` text,
	`proposed_text` text NOT NULL,
	`source_url` text,
	`note` text,
	`status` text DEFAULT 'pending' NOT NULL,
	`submitted_at` integer NOT NULL,
	`reviewed_at` integer,
	`review_note` text,
	`sender_email` text NOT NULL,
	`sender_user_id` integer,
	`reviewer_user_id` integer,
	`applied` text,
	FOREIGN KEY (`expert_id`) REFERENCES `experts`(`id`) ON UPDATE no action ON DELETE set null,
	FOREIGN KEY (`article_id`) REFERENCES `articles`(`id`) ON UPDATE no action ON DELETE set null,
	FOREIGN KEY (`sender_user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null,
	FOREIGN KEY (`reviewer_user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE INDEX `corrections_status_idx` ON `corrections` (`status`,`submitted_at`);--> statement-breakpoint
CREATE INDEX `corrections_sender_idx` ON `corrections` (`sender_user_id`,`submitted_at`);--> statement-breakpoint
CREATE INDEX `corrections_expert_idx` ON `corrections` (`expert_id`);--> statement-breakpoint
CREATE INDEX `corrections_article_idx` ON `corrections` (`article_id`);--> statement-breakpoint
CREATE TABLE `link_checks` (
	`url` text PRIMARY KEY NOT NULL,
	`status` text NOT NULL,
	`http_status` integer,
	`final_url` text,
	`reason` text,
	`checked_at` integer NOT NULL,
	`failing_since` integer
);
--> statement-breakpoint
CREATE INDEX `link_checks_status_idx` ON `link_checks` (`status`);--> statement-breakpoint
CREATE INDEX `link_checks_checked_idx` ON `link_checks` (`checked_at`);--> statement-breakpoint
CREATE TABLE `wikidata_checks` (
	`expert_id` integer PRIMARY KEY NOT NULL,
	`wikidata_id` text NOT NULL,
	`date_of_death` text,
	`checked_at` integer NOT NULL,
	`acknowledged_date_of_death` text,
	FOREIGN KEY (`expert_id`) REFERENCES `experts`(`id`) ON UPDATE no action ON DELETE cascade
);
