CREATE TYPE "public"."message_kind" AS ENUM('feedback', 'account-deletion');--> statement-breakpoint
ALTER TYPE "public"."audit_entity" ADD VALUE 'account';--> statement-breakpoint
ALTER TABLE "feedback" ADD COLUMN "kind" "message_kind" DEFAULT 'feedback' NOT NULL;--> statement-breakpoint
ALTER TABLE "feedback" ADD COLUMN "handled_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "feedback_created_idx" ON "feedback" USING btree ("created_at");