DROP INDEX "feedback_user_created_idx";--> statement-breakpoint
DROP INDEX "score_ledger_user_created_idx";--> statement-breakpoint
DROP INDEX "tarot_reading_user_created_idx";--> statement-breakpoint
CREATE INDEX "app_user_inviter_created_idx" ON "app_user" USING btree ("inviter_id","created_at","id");--> statement-breakpoint
CREATE INDEX "feedback_user_created_idx" ON "feedback" USING btree ("user_id","created_at","id");--> statement-breakpoint
CREATE INDEX "score_ledger_user_created_idx" ON "score_ledger" USING btree ("user_id","created_at","id");--> statement-breakpoint
CREATE INDEX "tarot_reading_user_created_idx" ON "tarot_reading" USING btree ("user_id","created_at","id");