ALTER TABLE `experts` ADD `sources` text DEFAULT '[]' NOT NULL;--> statement-breakpoint
ALTER TABLE `experts` ADD `identifiers` text DEFAULT '{"wikidata":null,"orcid":null,"openalex":null}' NOT NULL;--> statement-breakpoint
ALTER TABLE `experts` ADD `disclosures` text DEFAULT '[]' NOT NULL;--> statement-breakpoint
ALTER TABLE `experts` ADD `context_notes` text DEFAULT '[]' NOT NULL;--> statement-breakpoint
ALTER TABLE `experts` ADD `ai_assisted` integer DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE `experts` ADD `last_reviewed_at` integer;