CREATE TABLE "ad_promotion" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"file_id" uuid NOT NULL,
	"mime_type" text NOT NULL,
	"link" text DEFAULT '' NOT NULL,
	"languages" text[] DEFAULT '{}'::text[] NOT NULL,
	"starts_on" text NOT NULL,
	"ends_on" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "ad_view" ADD COLUMN "promotion_id" uuid;--> statement-breakpoint
CREATE INDEX "ad_promotion_ends_idx" ON "ad_promotion" USING btree ("ends_on");--> statement-breakpoint
ALTER TABLE "ad_view" ADD CONSTRAINT "ad_view_promotion_id_ad_promotion_id_fk" FOREIGN KEY ("promotion_id") REFERENCES "public"."ad_promotion"("id") ON DELETE set null ON UPDATE no action;