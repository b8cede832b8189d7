ALTER TABLE "saved_chart" ADD COLUMN "kind" text DEFAULT 'bazi' NOT NULL;--> statement-breakpoint
ALTER TABLE "saved_chart" ADD COLUMN "time_zone" text;--> statement-breakpoint
ALTER TABLE "saved_chart" ADD COLUMN "place_name" text;--> statement-breakpoint
ALTER TABLE "saved_chart" ADD COLUMN "latitude" double precision;--> statement-breakpoint
ALTER TABLE "saved_chart" ADD COLUMN "longitude" double precision;--> statement-breakpoint
ALTER TABLE "saved_chart" ADD COLUMN "is_self" boolean DEFAULT false NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "saved_chart_one_self_idx" ON "saved_chart" USING btree ("user_id") WHERE "saved_chart"."is_self";--> statement-breakpoint
ALTER TABLE "saved_chart" ADD CONSTRAINT "saved_chart_kind_check" CHECK ("saved_chart"."kind" in ('bazi', 'natal', 'qimen'));