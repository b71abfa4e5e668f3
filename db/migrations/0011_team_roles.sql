CREATE TABLE `ai_role_budgets` (
	`role` text PRIMARY KEY NOT NULL,
	`monthly_usd` real NOT NULL
);
--> statement-breakpoint
CREATE TABLE `draft_reviews` (
	`entity_type` text NOT NULL,
	`entity_id` integer NOT NULL,
	`state` text NOT NULL,
	`note` text,
	`requested_by` integer,
	`requested_at` integer NOT NULL,
	`decided_by` integer,
	`decided_by_email` text,
	`decided_at` integer,
	PRIMARY KEY(`entity_type`, `entity_id`),
	FOREIGN KEY (`requested_by`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null,
	FOREIGN KEY (`decided_by`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE INDEX `draft_reviews_state_idx` ON `draft_reviews` (`state`,`requested_at`);--> statement-breakpoint
CREATE TABLE `invitations` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`email` text NOT NULL,
	`role` text NOT NULL,
	`token_hash` text NOT NULL,
	`invited_by` integer,
	`invited_by_email` text,
	`created_at` integer NOT NULL,
	`expires_at` integer NOT NULL,
	`accepted_at` integer,
	`accepted_user_id` integer,
	FOREIGN KEY (`invited_by`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null,
	FOREIGN KEY (`accepted_user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE UNIQUE INDEX `invitations_token_unique` ON `invitations` (`token_hash`);--> statement-breakpoint
CREATE INDEX `invitations_email_idx` ON `invitations` (`email`);--> statement-breakpoint
ALTER TABLE `activity_log` ADD `actor_role` text;--> statement-breakpoint
ALTER TABLE `articles` ADD `created_by` integer;--> statement-breakpoint
CREATE INDEX `articles_created_by_idx` ON `articles` (`created_by`);--> statement-breakpoint
ALTER TABLE `experts` ADD `created_by` integer;--> statement-breakpoint
CREATE INDEX `experts_created_by_idx` ON `experts` (`created_by`);--> statement-breakpoint
ALTER TABLE `users` ADD `last_sign_in_at` integer;--> statement-breakpoint
ALTER TABLE `users` ADD `deactivated_at` integer;--> statement-breakpoint
ALTER TABLE `users` ADD `ai_monthly_budget_usd` real;