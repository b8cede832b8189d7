DROP INDEX "app_user_invite_code_key";--> statement-breakpoint
CREATE UNIQUE INDEX "app_user_invite_code_upper_key" ON "app_user" USING btree (upper("invite_code"));