ALTER TABLE "app_user" ADD COLUMN "push_reply" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "app_user" ADD COLUMN "push_daily_tarot_time" text;--> statement-breakpoint
ALTER TABLE "app_user" ADD COLUMN "push_check_in_reminder" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "app_user" ADD COLUMN "language" text;--> statement-breakpoint
CREATE TABLE "push_device" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"cid" text NOT NULL,
	"device_id" text NOT NULL,
	"session_hash" text NOT NULL,
	"user_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "push_message" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"title" text NOT NULL,
	"body" text NOT NULL,
	"url" text NOT NULL,
	"dedupe_key" text,
	"broadcast_id" text,
	"created_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"opened_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "push_receipt" (
	"message_id" uuid NOT NULL,
	"device_id" uuid NOT NULL,
	"received_at" timestamp with time zone NOT NULL,
	CONSTRAINT "push_receipt_message_id_device_id_pk" PRIMARY KEY("message_id","device_id")
);
--> statement-breakpoint
CREATE TABLE "web_push_subscription" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"endpoint" text NOT NULL,
	"p256dh" text NOT NULL,
	"auth" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "push_device" ADD CONSTRAINT "push_device_user_id_app_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."app_user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "push_message" ADD CONSTRAINT "push_message_user_id_app_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."app_user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "push_receipt" ADD CONSTRAINT "push_receipt_message_id_push_message_id_fk" FOREIGN KEY ("message_id") REFERENCES "public"."push_message"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "push_receipt" ADD CONSTRAINT "push_receipt_device_id_push_device_id_fk" FOREIGN KEY ("device_id") REFERENCES "public"."push_device"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "web_push_subscription" ADD CONSTRAINT "web_push_subscription_user_id_app_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."app_user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "push_device_cid_key" ON "push_device" USING btree ("cid");--> statement-breakpoint
CREATE UNIQUE INDEX "push_device_device_key" ON "push_device" USING btree ("device_id");--> statement-breakpoint
CREATE UNIQUE INDEX "push_message_dedupe_key" ON "push_message" USING btree ("dedupe_key");--> statement-breakpoint
CREATE INDEX "push_message_user_created_idx" ON "push_message" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "push_message_broadcast_idx" ON "push_message" USING btree ("broadcast_id");--> statement-breakpoint
CREATE UNIQUE INDEX "web_push_subscription_endpoint_key" ON "web_push_subscription" USING btree ("endpoint");--> statement-breakpoint
CREATE INDEX "web_push_subscription_user_idx" ON "web_push_subscription" USING btree ("user_id");
