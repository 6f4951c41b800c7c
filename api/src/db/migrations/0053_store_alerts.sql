CREATE TABLE "store_low_balance_alerts" (
	"business_id" bigint PRIMARY KEY NOT NULL,
	"balance" numeric(14, 2) NOT NULL,
	"need" numeric(14, 2) NOT NULL,
	"since" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "store_order_waiting_alerts" (
	"store_order_id" bigint PRIMARY KEY NOT NULL,
	"business_id" bigint NOT NULL,
	"told_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "store_low_balance_alerts" ADD CONSTRAINT "store_low_balance_alerts_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "store_order_waiting_alerts" ADD CONSTRAINT "store_order_waiting_alerts_store_order_id_store_orders_id_fk" FOREIGN KEY ("store_order_id") REFERENCES "public"."store_orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "store_order_waiting_alerts" ADD CONSTRAINT "store_order_waiting_alerts_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "store_order_waiting_alerts_business_idx" ON "store_order_waiting_alerts" USING btree ("business_id");