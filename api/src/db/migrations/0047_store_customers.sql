CREATE TABLE "store_customers" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"business_id" bigint NOT NULL,
	"store_id" integer NOT NULL,
	"customer_key" text NOT NULL,
	"tax_id" text DEFAULT '' NOT NULL,
	"tax_id_order_id" bigint,
	"address" jsonb,
	"address_order_id" bigint,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "store_orders" ADD COLUMN "customer_key" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "store_customers" ADD CONSTRAINT "store_customers_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "store_customers" ADD CONSTRAINT "store_customers_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "store_customers" ADD CONSTRAINT "store_customers_tax_id_order_id_store_orders_id_fk" FOREIGN KEY ("tax_id_order_id") REFERENCES "public"."store_orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "store_customers" ADD CONSTRAINT "store_customers_address_order_id_store_orders_id_fk" FOREIGN KEY ("address_order_id") REFERENCES "public"."store_orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "store_customers_store_key_uq" ON "store_customers" USING btree ("store_id","customer_key");--> statement-breakpoint
CREATE INDEX "store_orders_store_customer_idx" ON "store_orders" USING btree ("store_id","customer_key");--> statement-breakpoint
-- Orders kept before: known by their e-mail (the platform's customer id was not kept).
UPDATE "store_orders" SET "customer_key" = 'email:' || lower(trim("customer_email")) WHERE trim("customer_email") <> '';