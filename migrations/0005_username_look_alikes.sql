ALTER TABLE `users` ADD `username_look_alike` text;--> statement-breakpoint
ALTER TABLE `users` ADD `username_look_alike_caps` text;--> statement-breakpoint
CREATE UNIQUE INDEX `users_username_look_alike_unique` ON `users` (`username_look_alike`);--> statement-breakpoint
CREATE UNIQUE INDEX `users_username_look_alike_caps_unique` ON `users` (`username_look_alike_caps`);