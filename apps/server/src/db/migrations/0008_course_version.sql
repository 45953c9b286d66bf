CREATE TABLE "course_version" (
	"id" smallint PRIMARY KEY DEFAULT 1 NOT NULL,
	"version" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "course_version_one_row" CHECK ("course_version"."id" = 1)
);
--> statement-breakpoint
INSERT INTO "course_version" ("id", "version") VALUES (1, 0);
--> statement-breakpoint
-- Any change to a table the course is made of raises the course's version, in the same transaction,
-- and tells the listeners when that transaction commits.
CREATE FUNCTION "bump_course_version"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	UPDATE "course_version" SET "version" = "version" + 1 WHERE "id" = 1;
	PERFORM pg_notify('course_version', '');
	RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER "levels_course_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "levels" FOR EACH STATEMENT EXECUTE FUNCTION "bump_course_version"();
--> statement-breakpoint
CREATE TRIGGER "level_sounds_course_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "level_sounds" FOR EACH STATEMENT EXECUTE FUNCTION "bump_course_version"();
--> statement-breakpoint
CREATE TRIGGER "level_mcqs_course_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "level_mcqs" FOR EACH STATEMENT EXECUTE FUNCTION "bump_course_version"();
--> statement-breakpoint
CREATE TRIGGER "sounds_course_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "sounds" FOR EACH STATEMENT EXECUTE FUNCTION "bump_course_version"();
--> statement-breakpoint
CREATE TRIGGER "videos_course_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "videos" FOR EACH STATEMENT EXECUTE FUNCTION "bump_course_version"();
--> statement-breakpoint
CREATE TRIGGER "images_course_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "images" FOR EACH STATEMENT EXECUTE FUNCTION "bump_course_version"();
--> statement-breakpoint
CREATE TRIGGER "mcqs_course_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "mcqs" FOR EACH STATEMENT EXECUTE FUNCTION "bump_course_version"();
