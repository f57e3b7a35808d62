CREATE TABLE `answer_opinions` (
	`lesson_id` text NOT NULL,
	`exercise_index` integer NOT NULL,
	`answer_key` text NOT NULL,
	`prompt` text NOT NULL,
	`answer` text NOT NULL,
	`verdict` text NOT NULL,
	`reason` text NOT NULL,
	`source` text NOT NULL,
	`decided_by` integer,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	`updated_at` integer NOT NULL,
	PRIMARY KEY(`lesson_id`, `exercise_index`, `answer_key`),
	FOREIGN KEY (`lesson_id`) REFERENCES `lessons`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `answer_opinions_source_idx` ON `answer_opinions` (`source`,`updated_at`);--> statement-breakpoint
CREATE TABLE `answer_reports` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`user_id` integer NOT NULL,
	`lesson_id` text NOT NULL,
	`exercise_index` integer NOT NULL,
	`prompt` text NOT NULL,
	`answer` text NOT NULL,
	`answer_key` text NOT NULL,
	`status` text DEFAULT 'pending' NOT NULL,
	`reason` text,
	`decided_by` integer,
	`decided_at` integer,
	`told_at` integer,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`lesson_id`) REFERENCES `lessons`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `answer_reports_unique` ON `answer_reports` (`user_id`,`lesson_id`,`exercise_index`,`answer_key`);--> statement-breakpoint
CREATE INDEX `answer_reports_status_idx` ON `answer_reports` (`status`,`created_at`);