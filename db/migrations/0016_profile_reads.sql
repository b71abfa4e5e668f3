CREATE TABLE `profile_reads` (
	`expert_id` integer NOT NULL,
	`day` text NOT NULL,
	`views` integer DEFAULT 0 NOT NULL,
	`search_appearances` integer DEFAULT 0 NOT NULL,
	PRIMARY KEY(`expert_id`, `day`),
	FOREIGN KEY (`expert_id`) REFERENCES `experts`(`id`) ON UPDATE no action ON DELETE cascade
);
