CREATE TABLE "usage_event" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"occurred_at" timestamp with time zone NOT NULL,
	"day" text NOT NULL,
	"visitor" text NOT NULL,
	"session" text NOT NULL,
	"type" text NOT NULL,
	"name" text NOT NULL,
	"props" jsonb,
	"lang" text NOT NULL,
	"platform" text NOT NULL,
	"version" text NOT NULL,
	"first_day" text NOT NULL
);
--> statement-breakpoint
CREATE INDEX "usage_event_day_idx" ON "usage_event" USING btree ("day");
--> statement-breakpoint
CREATE INDEX "usage_event_occurred_at_idx" ON "usage_event" USING btree ("occurred_at");
--> statement-breakpoint
CREATE TABLE "usage_salt" (
	"day" text PRIMARY KEY NOT NULL,
	"salt" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "usage_daily" (
	"day" text PRIMARY KEY NOT NULL,
	"visitors" integer NOT NULL,
	"new_visitors" integer NOT NULL,
	"sessions" integer NOT NULL,
	"page_views" integer NOT NULL,
	"avg_session_seconds" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "usage_daily_breakdown" (
	"day" text NOT NULL,
	"dimension" text NOT NULL,
	"key" text NOT NULL,
	"count" integer NOT NULL,
	"visitors" integer NOT NULL,
	CONSTRAINT "usage_daily_breakdown_day_dimension_key_pk" PRIMARY KEY("day","dimension","key")
);
--> statement-breakpoint
CREATE TABLE "client_access_rule" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"route_group" text NOT NULL,
	"client_id" text NOT NULL,
	"platform" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "client_access_rule_unique_idx" ON "client_access_rule" USING btree ("route_group","client_id","platform");
--> statement-breakpoint
CREATE TABLE "api_key" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"secret_hash" text NOT NULL,
	"prefix" text NOT NULL,
	"daily_quota" integer NOT NULL,
	"per_minute" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"revoked_at" timestamp with time zone
);
--> statement-breakpoint
CREATE UNIQUE INDEX "api_key_secret_hash_idx" ON "api_key" USING btree ("secret_hash");
--> statement-breakpoint
CREATE TABLE "api_key_usage" (
	"key_id" uuid NOT NULL,
	"day" text NOT NULL,
	"used" integer NOT NULL,
	"minute" text NOT NULL,
	"minute_used" integer NOT NULL,
	CONSTRAINT "api_key_usage_key_id_day_pk" PRIMARY KEY("key_id","day")
);
--> statement-breakpoint
ALTER TABLE "api_key_usage" ADD CONSTRAINT "api_key_usage_key_id_api_key_id_fk" FOREIGN KEY ("key_id") REFERENCES "public"."api_key"("id") ON DELETE cascade ON UPDATE no action;
