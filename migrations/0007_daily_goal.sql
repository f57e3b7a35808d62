CREATE TABLE `learning_minutes` (
	`user_id` integer NOT NULL,
	`quarter_start` integer NOT NULL,
	`minutes` integer NOT NULL,
	PRIMARY KEY(`user_id`, `quarter_start`),
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
ALTER TABLE `users` ADD `daily_goal_kind` text;--> statement-breakpoint
ALTER TABLE `users` ADD `daily_goal_amount` integer;--> statement-breakpoint
ALTER TABLE `users` ADD `time_zone` text;