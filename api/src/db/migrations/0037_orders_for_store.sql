ALTER TABLE "orders" ADD COLUMN "for_store" boolean DEFAULT false NOT NULL;--> statement-breakpoint
-- Orders placed for store orders before the flag: the stores module's links say which.
UPDATE "orders" SET "for_store" = true WHERE "id" IN (SELECT "mall_order_id" FROM "store_order_mall_orders");
