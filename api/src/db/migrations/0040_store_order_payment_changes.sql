ALTER TABLE "store_orders" ADD COLUMN "customer_paid" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "store_orders" ADD COLUMN "payment_status" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "store_orders" ADD COLUMN "placed_snapshot" jsonb;--> statement-breakpoint
ALTER TABLE "store_orders" ADD COLUMN "store_changes" jsonb;--> statement-breakpoint
ALTER TABLE "store_orders" ADD COLUMN "store_changed_at" timestamp with time zone;