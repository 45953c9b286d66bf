CREATE TYPE "public"."review_item_kind" AS ENUM('typing', 'pair');--> statement-breakpoint
CREATE TABLE "item_first_tries" (
	"user_id" uuid NOT NULL,
	"level_id" uuid NOT NULL,
	"item_id" uuid NOT NULL,
	"correct" boolean NOT NULL,
	CONSTRAINT "item_first_tries_user_id_level_id_item_id_pk" PRIMARY KEY("user_id","level_id","item_id")
);
--> statement-breakpoint
CREATE TABLE "review_items" (
	"session_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"user_id" uuid NOT NULL,
	"kind" "review_item_kind" NOT NULL,
	"level_id" uuid NOT NULL,
	"sound_id" uuid NOT NULL,
	"symbol" text NOT NULL,
	"paired_with" text,
	"options" text[] DEFAULT '{}'::text[] NOT NULL,
	"correct_option" integer,
	"tries" integer DEFAULT 0 NOT NULL,
	"solved" boolean DEFAULT false NOT NULL,
	"points_awarded" integer DEFAULT 0 NOT NULL,
	"rewarded_on" date,
	CONSTRAINT "review_items_session_id_position_pk" PRIMARY KEY("session_id","position")
);
--> statement-breakpoint
CREATE TABLE "review_sessions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"sounds" text[] NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sound_confusions" (
	"user_id" uuid NOT NULL,
	"symbol" text NOT NULL,
	"heard_as" text NOT NULL,
	"count" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "sound_confusions_user_id_symbol_heard_as_pk" PRIMARY KEY("user_id","symbol","heard_as")
);
--> statement-breakpoint
CREATE TABLE "sound_stats_daily" (
	"user_id" uuid NOT NULL,
	"symbol" text NOT NULL,
	"day" date NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"right" integer DEFAULT 0 NOT NULL,
	"missed" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "sound_stats_daily_user_id_symbol_day_pk" PRIMARY KEY("user_id","symbol","day")
);
--> statement-breakpoint
CREATE TABLE "wrong_answers" (
	"level_id" uuid NOT NULL,
	"item_id" uuid NOT NULL,
	"answer" text NOT NULL,
	"count" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "wrong_answers_level_id_item_id_answer_pk" PRIMARY KEY("level_id","item_id","answer")
);
--> statement-breakpoint
ALTER TABLE "item_first_tries" ADD CONSTRAINT "item_first_tries_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "item_first_tries" ADD CONSTRAINT "item_first_tries_level_id_levels_id_fk" FOREIGN KEY ("level_id") REFERENCES "public"."levels"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "review_items" ADD CONSTRAINT "review_items_session_id_review_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."review_sessions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "review_items" ADD CONSTRAINT "review_items_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "review_items" ADD CONSTRAINT "review_items_level_id_levels_id_fk" FOREIGN KEY ("level_id") REFERENCES "public"."levels"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "review_items" ADD CONSTRAINT "review_items_sound_id_sounds_id_fk" FOREIGN KEY ("sound_id") REFERENCES "public"."sounds"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "review_sessions" ADD CONSTRAINT "review_sessions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sound_confusions" ADD CONSTRAINT "sound_confusions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sound_stats_daily" ADD CONSTRAINT "sound_stats_daily_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wrong_answers" ADD CONSTRAINT "wrong_answers_level_id_levels_id_fk" FOREIGN KEY ("level_id") REFERENCES "public"."levels"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "item_first_tries_level_idx" ON "item_first_tries" USING btree ("level_id");--> statement-breakpoint
CREATE UNIQUE INDEX "review_items_reward_key" ON "review_items" USING btree ("user_id","kind","sound_id","rewarded_on");--> statement-breakpoint
CREATE INDEX "review_sessions_user_idx" ON "review_sessions" USING btree ("user_id");