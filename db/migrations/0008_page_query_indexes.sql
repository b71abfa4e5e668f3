DROP INDEX `articles_expert_idx`;--> statement-breakpoint
CREATE INDEX `articles_updated_idx` ON `articles` (`updated_at`);--> statement-breakpoint
CREATE INDEX `articles_expert_idx` ON `articles` (`expert_id`,`status`,`published_at`);--> statement-breakpoint
CREATE INDEX `experts_updated_idx` ON `experts` (`updated_at`);