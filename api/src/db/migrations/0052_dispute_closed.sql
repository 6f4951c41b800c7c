ALTER TABLE "payment_disputes" ADD COLUMN "outcome" text;--> statement-breakpoint
ALTER TABLE "payment_disputes" ADD COLUMN "recovered" numeric(14, 2);--> statement-breakpoint
ALTER TABLE "payment_disputes" ADD COLUMN "unrecovered" numeric(14, 2);--> statement-breakpoint
ALTER TABLE "payment_disputes" ADD COLUMN "closed_at" timestamp with time zone;--> statement-breakpoint
CREATE UNIQUE INDEX "wallet_ledger_dispute_loss_uq" ON "wallet_ledger" USING btree ("payment_id") WHERE "wallet_ledger"."kind" = 'dispute_loss';