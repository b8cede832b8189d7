CREATE TABLE "upload_quota" (
	"owner_id" uuid NOT NULL,
	"day" text NOT NULL,
	"used" integer NOT NULL,
	CONSTRAINT "upload_quota_owner_id_day_pk" PRIMARY KEY("owner_id","day")
);
--> statement-breakpoint
ALTER TABLE "upload_quota" ADD CONSTRAINT "upload_quota_owner_id_app_user_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."app_user"("id") ON DELETE cascade ON UPDATE no action;