CREATE TABLE `expert_proposals` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`expert_id` integer NOT NULL,
	`user_id` integer NOT NULL,
	`changes` text NOT NULL,
	`note` text,
	`status` text DEFAULT 'pending' NOT NULL,
	`accepted_fields` text DEFAULT '[]' NOT NULL,
	`reason` text,
	`created_at` integer NOT NULL,
	`decided_at` integer,
	`decided_by` integer,
	FOREIGN KEY (`expert_id`) REFERENCES `experts`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`decided_by`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE INDEX `expert_proposals_status_idx` ON `expert_proposals` (`status`,`created_at`);--> statement-breakpoint
CREATE INDEX `expert_proposals_expert_idx` ON `expert_proposals` (`expert_id`);--> statement-breakpoint
CREATE UNIQUE INDEX `expert_proposals_one_pending` ON `expert_proposals` (`expert_id`) WHERE status = 'pending';