CREATE TABLE `claim_email_codes` (
	`user_id` integer NOT NULL,
	`expert_id` integer NOT NULL,
	`email` text NOT NULL,
	`code_hash` text NOT NULL,
	`attempts` integer DEFAULT 0 NOT NULL,
	`expires_at` integer NOT NULL,
	PRIMARY KEY(`user_id`, `expert_id`),
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`expert_id`) REFERENCES `experts`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE TABLE `orcid_accounts` (
	`orcid_id` text PRIMARY KEY NOT NULL,
	`user_id` integer NOT NULL,
	`name` text,
	`created_at` integer NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `orcid_accounts_user_unique` ON `orcid_accounts` (`user_id`);--> statement-breakpoint
CREATE TABLE `orcid_sign_ups` (
	`token_hash` text PRIMARY KEY NOT NULL,
	`orcid_id` text NOT NULL,
	`name` text,
	`claim_expert_id` integer,
	`expires_at` integer NOT NULL,
	FOREIGN KEY (`claim_expert_id`) REFERENCES `experts`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `orcid_sign_ups_expires_idx` ON `orcid_sign_ups` (`expires_at`);--> statement-breakpoint
CREATE TABLE `orcid_states` (
	`state_hash` text PRIMARY KEY NOT NULL,
	`claim_expert_id` integer,
	`expires_at` integer NOT NULL,
	FOREIGN KEY (`claim_expert_id`) REFERENCES `experts`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `orcid_states_expires_idx` ON `orcid_states` (`expires_at`);--> statement-breakpoint
CREATE TABLE `profile_claims` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`expert_id` integer NOT NULL,
	`user_id` integer NOT NULL,
	`method` text NOT NULL,
	`orcid_id` text,
	`orcid_name` text,
	`email` text,
	`status` text DEFAULT 'pending' NOT NULL,
	`created_at` integer NOT NULL,
	`decided_at` integer,
	`decided_by` integer,
	`reason` text,
	FOREIGN KEY (`expert_id`) REFERENCES `experts`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`decided_by`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE INDEX `profile_claims_status_idx` ON `profile_claims` (`status`,`created_at`);--> statement-breakpoint
CREATE INDEX `profile_claims_expert_idx` ON `profile_claims` (`expert_id`);--> statement-breakpoint
CREATE UNIQUE INDEX `profile_claims_one_pending` ON `profile_claims` (`expert_id`,`user_id`) WHERE status = 'pending';