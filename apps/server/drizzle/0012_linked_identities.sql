CREATE TABLE "linked_identity" (
	"provider" text NOT NULL,
	"subject" text NOT NULL,
	"unionid" text,
	"user_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "linked_identity_provider_subject_pk" PRIMARY KEY("provider","subject")
);
--> statement-breakpoint
ALTER TABLE "linked_identity" ADD CONSTRAINT "linked_identity_user_id_app_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."app_user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "linked_identity_unionid_idx" ON "linked_identity" USING btree ("provider","unionid");--> statement-breakpoint
CREATE INDEX "linked_identity_user_idx" ON "linked_identity" USING btree ("user_id");