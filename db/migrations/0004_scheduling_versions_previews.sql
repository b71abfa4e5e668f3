CREATE TABLE `entity_versions` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`entity_type` text NOT NULL,
	`entity_id` integer NOT NULL,
	`number` integer NOT NULL,
	`reason` text NOT NULL,
	`actor_user_id` integer,
	`actor_email` text,
	`restored_from` integer,
	`created_at` integer NOT NULL,
	`data` text NOT NULL,
	FOREIGN KEY (`actor_user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE UNIQUE INDEX `entity_versions_entity_number_unique` ON `entity_versions` (`entity_type`,`entity_id`,`number`);--> statement-breakpoint
CREATE TABLE `preview_links` (
	`id` text PRIMARY KEY NOT NULL,
	`token_hash` text NOT NULL,
	`entity_type` text NOT NULL,
	`entity_id` integer NOT NULL,
	`created_by_user_id` integer,
	`created_by_email` text,
	`created_at` integer NOT NULL,
	`expires_at` integer NOT NULL,
	`revoked_at` integer,
	FOREIGN KEY (`created_by_user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE INDEX `preview_links_entity_idx` ON `preview_links` (`entity_type`,`entity_id`,`created_at`);--> statement-breakpoint
CREATE INDEX `preview_links_expires_idx` ON `preview_links` (`expires_at`);--> statement-breakpoint
ALTER TABLE `articles` ADD `publish_at` integer;--> statement-breakpoint
ALTER TABLE `articles` ADD `publish_scheduled_by` integer;--> statement-breakpoint
ALTER TABLE `articles` ADD `unpublish_at` integer;--> statement-breakpoint
ALTER TABLE `articles` ADD `unpublish_scheduled_by` integer;--> statement-breakpoint
CREATE INDEX `articles_publish_at_idx` ON `articles` (`publish_at`);--> statement-breakpoint
CREATE INDEX `articles_unpublish_at_idx` ON `articles` (`unpublish_at`);--> statement-breakpoint
ALTER TABLE `experts` ADD `published` integer DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE `experts` ADD `publish_at` integer;--> statement-breakpoint
ALTER TABLE `experts` ADD `publish_scheduled_by` integer;--> statement-breakpoint
CREATE INDEX `experts_publish_at_idx` ON `experts` (`publish_at`);