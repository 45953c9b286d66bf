ALTER TABLE "feedback" ADD COLUMN "confirmation_token_hash" text;--> statement-breakpoint
ALTER TABLE "feedback" ADD COLUMN "confirmation_expires_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "feedback" ADD COLUMN "confirmed_at" timestamp with time zone;--> statement-breakpoint
CREATE UNIQUE INDEX "feedback_confirmation_token_key" ON "feedback" USING btree ("confirmation_token_hash");