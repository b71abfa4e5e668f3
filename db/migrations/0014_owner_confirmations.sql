ALTER TABLE `expert_owners` ADD `confirmed_at` integer;--> statement-breakpoint
ALTER TABLE `expert_owners` ADD `reminded_at` integer;--> statement-breakpoint
ALTER TABLE `expert_owners` ADD `reminders_off` integer DEFAULT false NOT NULL;