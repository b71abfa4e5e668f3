CREATE TABLE `ai_catalogues` (
	`provider` text PRIMARY KEY NOT NULL,
	`models` text DEFAULT '[]' NOT NULL,
	`fetched_at` integer,
	`attempted_at` integer,
	`error` text
);
--> statement-breakpoint
ALTER TABLE `ai_runs` ADD `cost_unknown` integer DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE `ai_runs` ADD `reserved_usd` real DEFAULT 0 NOT NULL;