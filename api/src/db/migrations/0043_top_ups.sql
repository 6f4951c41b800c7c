CREATE TABLE "top_ups" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"top_up_no" text NOT NULL,
	"business_id" bigint NOT NULL,
	"account_id" bigint NOT NULL,
	"amount" numeric(14, 4) NOT NULL,
	"method" text NOT NULL,
	"state" text DEFAULT 'pending' NOT NULL,
	"gateway" text NOT NULL,
	"gateway_ref" text DEFAULT '' NOT NULL,
	"pay_url" text DEFAULT '' NOT NULL,
	"event_id" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"paid_at" timestamp with time zone,
	"closed_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "wallet_ledger" ADD COLUMN "top_up_id" bigint;--> statement-breakpoint
ALTER TABLE "wallet_ledger" ADD COLUMN "reference" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "top_ups" ADD CONSTRAINT "top_ups_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "top_ups_no_uq" ON "top_ups" USING btree ("top_up_no");--> statement-breakpoint
CREATE INDEX "top_ups_business_idx" ON "top_ups" USING btree ("business_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "top_ups_pending_idx" ON "top_ups" USING btree ("created_at") WHERE "top_ups"."state" = 'pending';--> statement-breakpoint
CREATE UNIQUE INDEX "wallet_ledger_top_up_uq" ON "wallet_ledger" USING btree ("top_up_id") WHERE "wallet_ledger"."kind" = 'top_up';