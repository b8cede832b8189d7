CREATE TABLE "app_user" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"username" text,
	"nickname" text NOT NULL,
	"mobile" text,
	"email" text,
	"avatar" text,
	"password_hash" text,
	"role" text[] DEFAULT '{user}'::text[] NOT NULL,
	"permission" text[] DEFAULT '{}'::text[] NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"token_version" integer DEFAULT 0 NOT NULL,
	"invite_code" text NOT NULL,
	"inviter_id" uuid,
	"score" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "daily_card" (
	"user_id" uuid NOT NULL,
	"day" text NOT NULL,
	"reading" jsonb NOT NULL,
	"revealed" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "daily_card_user_id_day_pk" PRIMARY KEY("user_id","day")
);
--> statement-breakpoint
CREATE TABLE "tarot_reading" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"spread_id" text NOT NULL,
	"cards" jsonb NOT NULL,
	"question" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "daily_card" ADD CONSTRAINT "daily_card_user_id_app_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."app_user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tarot_reading" ADD CONSTRAINT "tarot_reading_user_id_app_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."app_user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "app_user_username_key" ON "app_user" USING btree (lower("username"));--> statement-breakpoint
CREATE UNIQUE INDEX "app_user_mobile_key" ON "app_user" USING btree ("mobile");--> statement-breakpoint
CREATE UNIQUE INDEX "app_user_email_key" ON "app_user" USING btree (lower("email"));--> statement-breakpoint
CREATE UNIQUE INDEX "app_user_invite_code_key" ON "app_user" USING btree ("invite_code");--> statement-breakpoint
CREATE INDEX "tarot_reading_user_created_idx" ON "tarot_reading" USING btree ("user_id","created_at");