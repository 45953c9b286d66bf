DROP INDEX "item_first_tries_level_idx";--> statement-breakpoint
CREATE INDEX "completed_items_level_item_idx" ON "completed_items" USING btree ("level_id","item");--> statement-breakpoint
CREATE INDEX "item_first_tries_level_item_idx" ON "item_first_tries" USING btree ("level_id","item_id","correct");--> statement-breakpoint
CREATE INDEX "item_first_tries_level_user_idx" ON "item_first_tries" USING btree ("level_id","user_id");