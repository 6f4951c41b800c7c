ALTER TABLE "store_order_mall_orders" ADD COLUMN "store_cancel" text;--> statement-breakpoint
ALTER TABLE "store_order_mall_orders" ADD COLUMN "store_cancel_after_sale_id" bigint;--> statement-breakpoint
ALTER TABLE "store_order_mall_orders" ADD COLUMN "store_cancel_after_sale_no" text;--> statement-breakpoint
ALTER TABLE "store_orders" ADD COLUMN "address_override" jsonb;