CREATE TABLE "after_sale_lines" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"after_sale_id" bigint NOT NULL,
	"order_item_id" bigint NOT NULL,
	"variant_id" bigint NOT NULL,
	"num" integer NOT NULL,
	"received" integer,
	CONSTRAINT "after_sale_lines_num_positive" CHECK ("after_sale_lines"."num" > 0),
	CONSTRAINT "after_sale_lines_received_range" CHECK ("after_sale_lines"."received" is null or ("after_sale_lines"."received" >= 0 and "after_sale_lines"."received" <= "after_sale_lines"."num"))
);
--> statement-breakpoint
CREATE TABLE "after_sale_receipts" (
	"after_sale_id" bigint PRIMARY KEY NOT NULL,
	"seller_business_id" bigint NOT NULL,
	"location_id" bigint DEFAULT 0 NOT NULL,
	"actor" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "after_sale_lines" ADD CONSTRAINT "after_sale_lines_after_sale_id_after_sales_id_fk" FOREIGN KEY ("after_sale_id") REFERENCES "public"."after_sales"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "after_sale_lines" ADD CONSTRAINT "after_sale_lines_order_item_id_order_items_id_fk" FOREIGN KEY ("order_item_id") REFERENCES "public"."order_items"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "after_sale_receipts" ADD CONSTRAINT "after_sale_receipts_after_sale_id_after_sales_id_fk" FOREIGN KEY ("after_sale_id") REFERENCES "public"."after_sales"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "after_sale_receipts" ADD CONSTRAINT "after_sale_receipts_seller_business_id_businesses_id_fk" FOREIGN KEY ("seller_business_id") REFERENCES "public"."businesses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "after_sale_lines_item_uq" ON "after_sale_lines" USING btree ("after_sale_id","order_item_id");