CREATE TABLE `page_visits` (
	`path` text PRIMARY KEY NOT NULL,
	`visits` integer DEFAULT 0 NOT NULL,
	`updated_at` integer NOT NULL
);
--> statement-breakpoint
ALTER TABLE `build_status` ADD `generation` integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE `stored_images` ADD `credit` text;--> statement-breakpoint
CREATE INDEX `experts_name_nocase_idx` ON `experts` ("name" collate nocase,`id`);