CREATE TABLE "store_invoices" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"store_order_id" bigint NOT NULL,
	"business_id" bigint NOT NULL,
	"issued_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "store_invoices" ADD CONSTRAINT "store_invoices_store_order_id_store_orders_id_fk" FOREIGN KEY ("store_order_id") REFERENCES "public"."store_orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "store_invoices" ADD CONSTRAINT "store_invoices_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "store_invoices_store_order_uq" ON "store_invoices" USING btree ("store_order_id");