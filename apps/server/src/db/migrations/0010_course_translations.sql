ALTER TABLE "levels" ADD COLUMN "text_translations" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "mcqs" ADD COLUMN "translations" jsonb DEFAULT '{}'::jsonb NOT NULL;