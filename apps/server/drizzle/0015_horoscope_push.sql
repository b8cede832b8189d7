ALTER TABLE "app_user" ADD COLUMN "push_horoscope_time" text;--> statement-breakpoint
ALTER TABLE "app_user" ADD COLUMN "horoscope_sign" text;--> statement-breakpoint
ALTER TABLE "app_user" ADD COLUMN "push_sky_notices" boolean DEFAULT false NOT NULL;