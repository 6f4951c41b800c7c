ALTER TABLE "orders" ADD COLUMN "service_fee" numeric(14, 4) DEFAULT '0' NOT NULL;--> statement-breakpoint
ALTER TABLE "store_orders" ADD COLUMN "remark" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "store_orders" ADD COLUMN "tax_id" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "store_orders" ADD COLUMN "cost" jsonb;--> statement-breakpoint
ALTER TABLE "store_orders" ADD COLUMN "paid_at" timestamp with time zone;