ALTER TABLE "after_sale_refunds" ADD COLUMN "route" text DEFAULT 'balance' NOT NULL;--> statement-breakpoint
ALTER TABLE "after_sale_refunds" ADD COLUMN "provider_ref" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "after_sales" ADD COLUMN "refund_to" text DEFAULT 'original' NOT NULL;