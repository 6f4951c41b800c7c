CREATE TABLE "withdrawals" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"withdrawal_no" text NOT NULL,
	"business_id" bigint NOT NULL,
	"applicant_id" bigint NOT NULL,
	"amount" numeric(14, 4) NOT NULL,
	"currency" text DEFAULT 'USD' NOT NULL,
	"state" text DEFAULT 'pending' NOT NULL,
	"method" text NOT NULL,
	"payout" jsonb NOT NULL,
	"reject_reason" text DEFAULT '' NOT NULL,
	"operator_id" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"decided_at" timestamp with time zone,
	CONSTRAINT "withdrawals_amount_positive" CHECK ("withdrawals"."amount" > 0)
);
--> statement-breakpoint
ALTER TABLE "wallet_ledger" ADD COLUMN "withdrawal_id" bigint;--> statement-breakpoint
ALTER TABLE "withdrawals" ADD CONSTRAINT "withdrawals_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "withdrawals_no_uq" ON "withdrawals" USING btree ("withdrawal_no");--> statement-breakpoint
CREATE INDEX "withdrawals_business_idx" ON "withdrawals" USING btree ("business_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "withdrawals_business_state_idx" ON "withdrawals" USING btree ("business_id","state","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "withdrawals_queue_idx" ON "withdrawals" USING btree ("state","created_at");--> statement-breakpoint
CREATE INDEX "wallet_ledger_business_kind_idx" ON "wallet_ledger" USING btree ("business_id","kind","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE UNIQUE INDEX "wallet_ledger_order_income_uq" ON "wallet_ledger" USING btree ("order_id") WHERE "wallet_ledger"."kind" = 'order_income';