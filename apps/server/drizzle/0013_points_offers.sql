CREATE TABLE "points_purchase" (
	"user_id" uuid NOT NULL,
	"offer_id" text NOT NULL,
	"price" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "points_purchase_user_id_offer_id_pk" PRIMARY KEY("user_id","offer_id")
);
--> statement-breakpoint
CREATE TABLE "tarot_look" (
	"user_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"offer_id" text NOT NULL,
	CONSTRAINT "tarot_look_user_id_kind_pk" PRIMARY KEY("user_id","kind")
);
--> statement-breakpoint
ALTER TABLE "points_purchase" ADD CONSTRAINT "points_purchase_user_id_app_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."app_user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tarot_look" ADD CONSTRAINT "tarot_look_user_id_app_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."app_user"("id") ON DELETE cascade ON UPDATE no action;