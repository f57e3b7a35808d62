CREATE TABLE `review_cards` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`user_id` integer NOT NULL,
	`lesson_id` text NOT NULL,
	`language_code` text NOT NULL,
	`lesson_number` integer NOT NULL,
	`exercise_index` integer NOT NULL,
	`exercise` text NOT NULL,
	`due` integer NOT NULL,
	`stability` real DEFAULT 0 NOT NULL,
	`difficulty` real DEFAULT 0 NOT NULL,
	`elapsed_days` integer DEFAULT 0 NOT NULL,
	`scheduled_days` integer DEFAULT 0 NOT NULL,
	`learning_steps` integer DEFAULT 0 NOT NULL,
	`reps` integer DEFAULT 0 NOT NULL,
	`lapses` integer DEFAULT 0 NOT NULL,
	`state` integer DEFAULT 0 NOT NULL,
	`last_review` integer,
	`last_rating` integer,
	`applied_log_id` integer DEFAULT 0 NOT NULL,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`lesson_id`) REFERENCES `lessons`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `review_cards_exercise_unique` ON `review_cards` (`user_id`,`lesson_id`,`exercise_index`);--> statement-breakpoint
CREATE INDEX `review_cards_user_due_idx` ON `review_cards` (`user_id`,`due`,`last_rating`,`last_review`,`lesson_number`,`state`);--> statement-breakpoint
CREATE TABLE `review_logs` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`user_id` integer NOT NULL,
	`card_id` integer NOT NULL,
	`rating` integer NOT NULL,
	`source` text NOT NULL,
	`reviewed_at` integer NOT NULL,
	`idempotency_key` text,
	`folded` integer DEFAULT false NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`card_id`) REFERENCES `review_cards`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `review_logs_idempotency_unique` ON `review_logs` (`user_id`,`idempotency_key`);--> statement-breakpoint
CREATE INDEX `review_logs_unfolded_idx` ON `review_logs` (`user_id`) WHERE "review_logs"."folded" = 0;--> statement-breakpoint
CREATE INDEX `review_logs_card_idx` ON `review_logs` (`card_id`,`id`);--> statement-breakpoint
CREATE INDEX `review_logs_user_reviewed_idx` ON `review_logs` (`user_id`,`reviewed_at`);--> statement-breakpoint
ALTER TABLE `users` ADD `review_daily_cap` integer;