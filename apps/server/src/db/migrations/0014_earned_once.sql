CREATE TABLE "completed_items" (
	"user_id" uuid NOT NULL,
	"level_id" uuid NOT NULL,
	"item" text NOT NULL,
	CONSTRAINT "completed_items_user_id_level_id_item_pk" PRIMARY KEY("user_id","level_id","item")
);
--> statement-breakpoint
CREATE TABLE "completed_levels" (
	"user_id" uuid NOT NULL,
	"level_id" uuid NOT NULL,
	"completed_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "completed_levels_user_id_level_id_pk" PRIMARY KEY("user_id","level_id")
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "time_zone" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "time_zone_set_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "levels_completed" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "completed_items" ADD CONSTRAINT "completed_items_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "completed_items" ADD CONSTRAINT "completed_items_level_id_levels_id_fk" FOREIGN KEY ("level_id") REFERENCES "public"."levels"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "completed_levels" ADD CONSTRAINT "completed_levels_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "completed_levels" ADD CONSTRAINT "completed_levels_level_id_levels_id_fk" FOREIGN KEY ("level_id") REFERENCES "public"."levels"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- What learners completed before completions were kept: every level before the highest they
-- reached, and its items, so that answering them again earns nothing more.
INSERT INTO "completed_levels" ("user_id", "level_id")
SELECT u."id", l."id"
FROM "users" u
JOIN (SELECT "id", row_number() OVER (ORDER BY "level", "created_at") AS "place" FROM "levels" WHERE "published") l
  ON l."place" < u."displayed_level";--> statement-breakpoint
INSERT INTO "completed_items" ("user_id", "level_id", "item")
SELECT c."user_id", s."level_id", s."sound_id"::text
FROM "completed_levels" c JOIN "level_sounds" s ON s."level_id" = c."level_id"
UNION
SELECT c."user_id", m."level_id", m."mcq_id"::text
FROM "completed_levels" c JOIN "level_mcqs" m ON m."level_id" = c."level_id"
UNION
SELECT c."user_id", l."id", 'text:' || (n - 1)
FROM "completed_levels" c
JOIN "levels" l ON l."id" = c."level_id" AND l."type" IN ('info', 'speaking')
CROSS JOIN LATERAL generate_series(1, coalesce(array_length(l."texts", 1), 0)) AS n;--> statement-breakpoint
UPDATE "users" u
SET "levels_completed" = (SELECT count(*) FROM "completed_levels" c WHERE c."user_id" = u."id");
