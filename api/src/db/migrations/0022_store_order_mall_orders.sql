CREATE TABLE "store_order_mall_orders" (
	"mall_order_id" bigint PRIMARY KEY NOT NULL,
	"store_order_id" bigint NOT NULL,
	"tracking_state" text DEFAULT 'none' NOT NULL,
	"tracking_error" text,
	"tracking_attempts" integer DEFAULT 0 NOT NULL,
	"platform_fulfillment_id" text,
	"tracking_sent_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "store_order_mall_orders" ADD CONSTRAINT "store_order_mall_orders_mall_order_id_orders_id_fk" FOREIGN KEY ("mall_order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "store_order_mall_orders" ADD CONSTRAINT "store_order_mall_orders_store_order_id_store_orders_id_fk" FOREIGN KEY ("store_order_id") REFERENCES "public"."store_orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "store_order_mall_orders_store_order_idx" ON "store_order_mall_orders" USING btree ("store_order_id");