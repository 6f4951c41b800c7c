DROP INDEX "wallet_ledger_dispute_loss_uq";--> statement-breakpoint
ALTER TABLE "payment_disputes" ALTER COLUMN "payment_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "payment_disputes" ADD COLUMN "top_up_id" bigint;--> statement-breakpoint
ALTER TABLE "top_ups" ADD COLUMN "provider_payment_ref" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "wallet_ledger" ADD COLUMN "dispute_id" bigint;--> statement-breakpoint
ALTER TABLE "payment_disputes" ADD CONSTRAINT "payment_disputes_top_up_id_top_ups_id_fk" FOREIGN KEY ("top_up_id") REFERENCES "public"."top_ups"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "payment_disputes_top_up_idx" ON "payment_disputes" USING btree ("top_up_id");--> statement-breakpoint
CREATE INDEX "top_ups_provider_payment_idx" ON "top_ups" USING btree ("gateway","provider_payment_ref") WHERE "top_ups"."provider_payment_ref" <> '';--> statement-breakpoint
CREATE UNIQUE INDEX "wallet_ledger_dispute_loss_uq" ON "wallet_ledger" USING btree ("dispute_id") WHERE "wallet_ledger"."kind" = 'dispute_loss';--> statement-breakpoint
ALTER TABLE "payment_disputes" ADD CONSTRAINT "payment_disputes_subject_ck" CHECK (num_nonnulls("payment_disputes"."payment_id", "payment_disputes"."top_up_id") = 1);--> statement-breakpoint
UPDATE "wallet_ledger" AS l SET "dispute_id" = d."id" FROM "payment_disputes" AS d WHERE l."kind" = 'dispute_loss' AND l."dispute_id" IS NULL AND d."payment_id" = l."payment_id" AND d."outcome" = 'lost';--> statement-breakpoint
UPDATE "top_ups" AS t SET "provider_payment_ref" = e."payload" #>> '{data,object,payment_intent}' FROM "webhook_events" AS e WHERE t."state" = 'paid' AND t."provider_payment_ref" = '' AND t."gateway" = 'stripe' AND e."provider" = t."gateway" AND e."event_id" = t."event_id" AND jsonb_typeof(e."payload" #> '{data,object,payment_intent}') = 'string';
