CREATE TABLE "store_order_lines" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"order_id" bigint NOT NULL,
	"platform_line_id" text NOT NULL,
	"store_variant_id" text DEFAULT '' NOT NULL,
	"sku" text DEFAULT '' NOT NULL,
	"title" text DEFAULT '' NOT NULL,
	"quantity" integer NOT NULL,
	"price" numeric(14, 2) NOT NULL,
	"variant_id" bigint,
	"match_source" text
);
--> statement-breakpoint
CREATE TABLE "store_orders" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"store_id" integer NOT NULL,
	"business_id" bigint NOT NULL,
	"platform_order_id" text NOT NULL,
	"shop_order_number" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"currency" text NOT NULL,
	"currency_mismatch" boolean DEFAULT false NOT NULL,
	"total" numeric(14, 2) NOT NULL,
	"customer_name" text DEFAULT '' NOT NULL,
	"customer_email" text DEFAULT '' NOT NULL,
	"shipping_address" jsonb,
	"placed_at" timestamp with time zone NOT NULL,
	"platform_updated_at" timestamp with time zone NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "stores" ADD COLUMN "webhook_secret" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "store_order_lines" ADD CONSTRAINT "store_order_lines_order_id_store_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."store_orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "store_order_lines" ADD CONSTRAINT "store_order_lines_variant_id_product_variants_id_fk" FOREIGN KEY ("variant_id") REFERENCES "public"."product_variants"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "store_orders" ADD CONSTRAINT "store_orders_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "store_orders" ADD CONSTRAINT "store_orders_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "store_order_lines_order_line_uq" ON "store_order_lines" USING btree ("order_id","platform_line_id");--> statement-breakpoint
CREATE UNIQUE INDEX "store_orders_store_platform_uq" ON "store_orders" USING btree ("store_id","platform_order_id");--> statement-breakpoint
CREATE INDEX "store_orders_business_placed_idx" ON "store_orders" USING btree ("business_id","placed_at");--> statement-breakpoint
CREATE INDEX "product_variants_article_idx" ON "product_variants" USING btree ("article_number") WHERE "product_variants"."article_number" <> '';