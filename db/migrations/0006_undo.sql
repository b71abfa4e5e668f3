CREATE TABLE `undo_snapshots` (
	`token_hash` text PRIMARY KEY NOT NULL,
	`user_id` integer NOT NULL,
	`kind` text NOT NULL,
	`summary` text NOT NULL,
	`data` text NOT NULL,
	`created_at` integer NOT NULL,
	`expires_at` integer NOT NULL,
	`used_at` integer,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `undo_snapshots_expires_idx` ON `undo_snapshots` (`expires_at`);--> statement-breakpoint
CREATE INDEX `undo_snapshots_user_idx` ON `undo_snapshots` (`user_id`);--> statement-breakpoint
CREATE TABLE `wizard_states` (
	`user_id` integer PRIMARY KEY NOT NULL,
	`state` text NOT NULL,
	`updated_at` integer NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
