ALTER TABLE "sounds" ADD COLUMN "variants" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "sounds" ADD COLUMN "image_id" uuid;--> statement-breakpoint
ALTER TABLE "sounds" ADD CONSTRAINT "sounds_image_id_images_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."images"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "sounds_image_idx" ON "sounds" USING btree ("image_id");