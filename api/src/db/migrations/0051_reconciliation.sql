CREATE TABLE "provider_records" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"provider" text NOT NULL,
	"kind" text NOT NULL,
	"ref" text NOT NULL,
	"payment_no" text DEFAULT '' NOT NULL,
	"status" text NOT NULL,
	"amount" numeric(14, 2) NOT NULL,
	"currency" text NOT NULL,
	"provider_created_at" timestamp with time zone NOT NULL,
	"fetched_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "reconcile_differences" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"provider" text NOT NULL,
	"kind" text NOT NULL,
	"subject" text NOT NULL,
	"payment_no" text DEFAULT '' NOT NULL,
	"provider_ref" text DEFAULT '' NOT NULL,
	"their_status" text NOT NULL,
	"their_amount" numeric(14, 2),
	"their_currency" text,
	"our_status" text NOT NULL,
	"our_amount" numeric(14, 4),
	"our_currency" text,
	"state" text DEFAULT 'open' NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"resolved_by" bigint,
	"resolved_at" timestamp with time zone,
	"detected_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "provider_records_ref_uq" ON "provider_records" USING btree ("provider","ref");--> statement-breakpoint
CREATE INDEX "provider_records_payment_idx" ON "provider_records" USING btree ("provider","payment_no");--> statement-breakpoint
CREATE UNIQUE INDEX "reconcile_differences_uq" ON "reconcile_differences" USING btree ("provider","kind","subject");--> statement-breakpoint
CREATE INDEX "reconcile_differences_state_idx" ON "reconcile_differences" USING btree ("state","detected_at" DESC NULLS LAST);