ALTER TABLE "sandbox_shops" ADD COLUMN "client_id" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "sandbox_shops" ADD COLUMN "scopes" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "sandbox_shops" ADD COLUMN "token_generation" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
-- Shops opened before held every scope their token needed.
UPDATE "sandbox_shops" SET "scopes" = 'read_products,write_products,read_publications,write_publications,read_orders,read_merchant_managed_fulfillment_orders,write_merchant_managed_fulfillment_orders,write_fulfillments';
