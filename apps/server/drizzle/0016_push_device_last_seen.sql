ALTER TABLE "push_device" ADD COLUMN "last_seen_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
CREATE INDEX "push_device_last_seen_idx" ON "push_device" USING btree ("last_seen_at");--> statement-breakpoint
CREATE INDEX "push_message_expires_idx" ON "push_message" USING btree ("expires_at");