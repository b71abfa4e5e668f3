CREATE TABLE `articles` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`title` text NOT NULL,
	`slug` text NOT NULL,
	`content` text NOT NULL,
	`excerpt` text,
	`meta_title` text,
	`meta_description` text,
	`featured_image_url` text,
	`content_type` text DEFAULT 'research_insight' NOT NULL,
	`expert_id` integer,
	`seo_tags` text DEFAULT '[]' NOT NULL,
	`status` text DEFAULT 'draft' NOT NULL,
	`featured` integer DEFAULT false NOT NULL,
	`featured_order` integer,
	`ai_generated` integer DEFAULT false NOT NULL,
	`created_at` integer NOT NULL,
	`published_at` integer,
	`updated_at` integer NOT NULL,
	FOREIGN KEY (`expert_id`) REFERENCES `experts`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE UNIQUE INDEX `articles_slug_unique` ON `articles` (`slug`);--> statement-breakpoint
CREATE INDEX `articles_status_published_idx` ON `articles` (`status`,`published_at`);--> statement-breakpoint
CREATE INDEX `articles_featured_order_idx` ON `articles` (`featured`,`featured_order`);--> statement-breakpoint
CREATE INDEX `articles_expert_idx` ON `articles` (`expert_id`);--> statement-breakpoint
CREATE INDEX `articles_created_idx` ON `articles` (`created_at`);--> statement-breakpoint
CREATE TABLE `build_status` (
	`id` integer PRIMARY KEY NOT NULL,
	`state` text DEFAULT 'idle' NOT NULL,
	`queued` integer DEFAULT false NOT NULL,
	`current_reason` text,
	`started_at` integer,
	`last_success_at` integer,
	`last_duration_ms` integer,
	`last_page_count` integer,
	`last_build_id` text,
	`last_fingerprint` text,
	`last_error` text,
	`last_error_at` integer
);
--> statement-breakpoint
CREATE TABLE `captcha_nonces` (
	`nonce` text PRIMARY KEY NOT NULL,
	`expires_at` integer NOT NULL
);
--> statement-breakpoint
CREATE INDEX `captcha_nonces_expires_idx` ON `captcha_nonces` (`expires_at`);--> statement-breakpoint
CREATE TABLE `experts` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`slug` text NOT NULL,
	`name` text NOT NULL,
	`title` text NOT NULL,
	`categories` text DEFAULT '[]' NOT NULL,
	`longevity_contribution` text NOT NULL,
	`biography` text DEFAULT '' NOT NULL,
	`image_url` text,
	`custom_gpt_url` text,
	`youtube_embeds` text DEFAULT '[]' NOT NULL,
	`books` text DEFAULT '[]' NOT NULL,
	`science_highlights` text DEFAULT '[]' NOT NULL,
	`reference_links` text DEFAULT '[]' NOT NULL,
	`featured` integer DEFAULT false NOT NULL,
	`featured_order` integer,
	`created_at` integer NOT NULL,
	`updated_at` integer NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `experts_slug_unique` ON `experts` (`slug`);--> statement-breakpoint
CREATE INDEX `experts_featured_order_idx` ON `experts` (`featured`,`featured_order`);--> statement-breakpoint
CREATE INDEX `experts_name_idx` ON `experts` (`name`);--> statement-breakpoint
CREATE TABLE `library_content` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`project_id` integer,
	`idea_id` text,
	`expert_id` integer,
	`platform` text DEFAULT 'article' NOT NULL,
	`content_type` text NOT NULL,
	`content` text NOT NULL,
	`ai_provider` text,
	`ai_model` text,
	`seo_tags` text DEFAULT '[]' NOT NULL,
	`article_id` integer,
	`created_at` integer NOT NULL,
	FOREIGN KEY (`project_id`) REFERENCES `library_projects`(`id`) ON UPDATE no action ON DELETE set null,
	FOREIGN KEY (`expert_id`) REFERENCES `experts`(`id`) ON UPDATE no action ON DELETE set null,
	FOREIGN KEY (`article_id`) REFERENCES `articles`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE INDEX `library_content_expert_idx` ON `library_content` (`expert_id`);--> statement-breakpoint
CREATE INDEX `library_content_created_idx` ON `library_content` (`created_at`);--> statement-breakpoint
CREATE TABLE `library_images` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`project_id` integer,
	`content_id` integer,
	`image_url` text NOT NULL,
	`image_prompt` text,
	`provider` text,
	`model` text,
	`size` text,
	`image_index` integer,
	`created_at` integer NOT NULL,
	FOREIGN KEY (`project_id`) REFERENCES `library_projects`(`id`) ON UPDATE no action ON DELETE set null,
	FOREIGN KEY (`content_id`) REFERENCES `library_content`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE INDEX `library_images_content_idx` ON `library_images` (`content_id`);--> statement-breakpoint
CREATE INDEX `library_images_created_idx` ON `library_images` (`created_at`);--> statement-breakpoint
CREATE TABLE `library_projects` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`name` text NOT NULL,
	`description` text,
	`created_at` integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE `password_reset_tokens` (
	`token_hash` text PRIMARY KEY NOT NULL,
	`user_id` integer NOT NULL,
	`created_at` integer NOT NULL,
	`expires_at` integer NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `password_reset_user_idx` ON `password_reset_tokens` (`user_id`);--> statement-breakpoint
CREATE TABLE `rate_limits` (
	`key` text PRIMARY KEY NOT NULL,
	`count` integer NOT NULL,
	`reset_at` integer NOT NULL
);
--> statement-breakpoint
CREATE INDEX `rate_limits_reset_idx` ON `rate_limits` (`reset_at`);--> statement-breakpoint
CREATE TABLE `sessions` (
	`id` text PRIMARY KEY NOT NULL,
	`secret_hash` text NOT NULL,
	`user_id` integer NOT NULL,
	`created_at` integer NOT NULL,
	`expires_at` integer NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `sessions_user_idx` ON `sessions` (`user_id`);--> statement-breakpoint
CREATE INDEX `sessions_expires_idx` ON `sessions` (`expires_at`);--> statement-breakpoint
CREATE TABLE `stored_images` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`filename` text NOT NULL,
	`original_url` text,
	`stored_url` text NOT NULL,
	`image_prompt` text,
	`provider` text DEFAULT 'openai' NOT NULL,
	`model` text DEFAULT 'dall-e-3' NOT NULL,
	`size` text DEFAULT '1024x1024' NOT NULL,
	`file_size` integer DEFAULT 0 NOT NULL,
	`content_type` text,
	`source_type` text,
	`source_id` text,
	`created_at` integer NOT NULL,
	`expires_at` integer
);
--> statement-breakpoint
CREATE UNIQUE INDEX `stored_images_filename_unique` ON `stored_images` (`filename`);--> statement-breakpoint
CREATE INDEX `stored_images_source_idx` ON `stored_images` (`source_type`,`source_id`);--> statement-breakpoint
CREATE INDEX `stored_images_created_idx` ON `stored_images` (`created_at`);--> statement-breakpoint
CREATE INDEX `stored_images_expires_idx` ON `stored_images` (`expires_at`);--> statement-breakpoint
CREATE TABLE `submissions` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`name` text NOT NULL,
	`title` text NOT NULL,
	`categories` text DEFAULT '[]' NOT NULL,
	`longevity_contribution` text NOT NULL,
	`biography` text DEFAULT '' NOT NULL,
	`reference_links` text DEFAULT '[]' NOT NULL,
	`books` text DEFAULT '[]' NOT NULL,
	`science_highlights` text DEFAULT '[]' NOT NULL,
	`image_url` text,
	`youtube_embeds` text DEFAULT '[]' NOT NULL,
	`custom_gpt_url` text,
	`status` text DEFAULT 'pending' NOT NULL,
	`submitted_at` integer NOT NULL,
	`reviewed_at` integer,
	`review_notes` text,
	`submitter_name` text NOT NULL,
	`submitter_email` text NOT NULL,
	`submitter_reason` text,
	`submitter_user_id` integer,
	`reviewer_user_id` integer,
	`expert_id` integer,
	FOREIGN KEY (`submitter_user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null,
	FOREIGN KEY (`reviewer_user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null,
	FOREIGN KEY (`expert_id`) REFERENCES `experts`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE INDEX `submissions_status_idx` ON `submissions` (`status`,`submitted_at`);--> statement-breakpoint
CREATE INDEX `submissions_submitted_idx` ON `submissions` (`submitted_at`);--> statement-breakpoint
CREATE INDEX `submissions_reviewed_idx` ON `submissions` (`reviewed_at`);--> statement-breakpoint
CREATE TABLE `users` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`email` text NOT NULL,
	`password_hash` text NOT NULL,
	`first_name` text,
	`last_name` text,
	`profile_image_url` text,
	`role` text DEFAULT 'user' NOT NULL,
	`created_at` integer NOT NULL,
	`updated_at` integer NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `users_email_unique` ON `users` (`email`);--> statement-breakpoint
CREATE INDEX `users_role_idx` ON `users` (`role`);