CREATE TABLE "after_sale_refunds" (
	"after_sale_id" bigint PRIMARY KEY NOT NULL,
	"order_id" bigint NOT NULL,
	"business_id" bigint NOT NULL,
	"amount" numeric(14, 4) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "after_sales" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"after_sale_no" text NOT NULL,
	"order_id" bigint NOT NULL,
	"business_id" bigint NOT NULL,
	"seller_business_id" bigint NOT NULL,
	"type" text NOT NULL,
	"state" text NOT NULL,
	"reason" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"amount" numeric(14, 4) NOT NULL,
	"vouchers" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"order_shipped" boolean NOT NULL,
	"refuse_reason" text DEFAULT '' NOT NULL,
	"return_address" jsonb,
	"express_company" text DEFAULT '' NOT NULL,
	"tracking_no" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"decided_at" timestamp with time zone,
	"shipped_back_at" timestamp with time zone,
	"received_at" timestamp with time zone,
	"refunded_at" timestamp with time zone,
	"closed_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "after_sales_amount_positive" CHECK ("after_sales"."amount" > 0)
);
--> statement-breakpoint
ALTER TABLE "after_sale_refunds" ADD CONSTRAINT "after_sale_refunds_after_sale_id_after_sales_id_fk" FOREIGN KEY ("after_sale_id") REFERENCES "public"."after_sales"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "after_sale_refunds" ADD CONSTRAINT "after_sale_refunds_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "after_sale_refunds" ADD CONSTRAINT "after_sale_refunds_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "after_sales" ADD CONSTRAINT "after_sales_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "after_sales" ADD CONSTRAINT "after_sales_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "after_sales" ADD CONSTRAINT "after_sales_seller_business_id_businesses_id_fk" FOREIGN KEY ("seller_business_id") REFERENCES "public"."businesses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "after_sale_refunds_order_idx" ON "after_sale_refunds" USING btree ("order_id");--> statement-breakpoint
CREATE UNIQUE INDEX "after_sales_no_uq" ON "after_sales" USING btree ("after_sale_no");--> statement-breakpoint
CREATE UNIQUE INDEX "after_sales_open_uq" ON "after_sales" USING btree ("order_id") WHERE "after_sales"."state" in ('pending', 'to_return', 'returning');--> statement-breakpoint
CREATE INDEX "after_sales_buyer_idx" ON "after_sales" USING btree ("business_id","state","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "after_sales_buyer_created_idx" ON "after_sales" USING btree ("business_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "after_sales_seller_idx" ON "after_sales" USING btree ("seller_business_id","state","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "after_sales_seller_created_idx" ON "after_sales" USING btree ("seller_business_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "after_sales_order_idx" ON "after_sales" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "after_sales_seller_open_idx" ON "after_sales" USING btree ("seller_business_id") WHERE "after_sales"."state" in ('pending', 'to_return', 'returning');