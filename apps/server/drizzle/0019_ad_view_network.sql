ALTER TABLE "ad_view" ADD COLUMN "network" text;--> statement-breakpoint
ALTER TABLE "ad_view" ADD COLUMN "network_transaction_id" text;