CREATE TABLE `expert_owners` (
	`expert_id` integer PRIMARY KEY NOT NULL,
	`user_id` integer NOT NULL,
	`verified_via` text NOT NULL,
	`orcid_id` text,
	`approved_by` integer,
	`created_at` integer NOT NULL,
	FOREIGN KEY (`expert_id`) REFERENCES `experts`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`approved_by`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE INDEX `expert_owners_user_idx` ON `expert_owners` (`user_id`);