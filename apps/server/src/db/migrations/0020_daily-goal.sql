ALTER TABLE "users" ADD COLUMN "day_points" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "goal_days" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "streak_freezes" integer DEFAULT 0 NOT NULL;