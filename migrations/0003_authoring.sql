CREATE TABLE `lesson_drafts` (
	`lesson_id` text PRIMARY KEY NOT NULL,
	`language_code` text NOT NULL,
	`number` integer NOT NULL,
	`slug` text NOT NULL,
	`title` text NOT NULL,
	`structures` text NOT NULL,
	`exercises` text NOT NULL,
	`markdown` text NOT NULL,
	`revision` integer DEFAULT 1 NOT NULL,
	`base_version` integer DEFAULT 0 NOT NULL,
	`created_by` integer NOT NULL,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	`updated_by` integer NOT NULL,
	`updated_at` integer NOT NULL,
	FOREIGN KEY (`language_code`) REFERENCES `languages`(`code`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE TABLE `lesson_versions` (
	`lesson_id` text NOT NULL,
	`version` integer NOT NULL,
	`number` integer NOT NULL,
	`slug` text NOT NULL,
	`title` text NOT NULL,
	`structures` text NOT NULL,
	`exercises` text NOT NULL,
	`body_key` text NOT NULL,
	`published_by` integer,
	`published_at` integer NOT NULL,
	`restored_from` integer,
	PRIMARY KEY(`lesson_id`, `version`)
);
--> statement-breakpoint
ALTER TABLE `lessons` ADD `version` integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE `lessons` ADD `body_key` text;