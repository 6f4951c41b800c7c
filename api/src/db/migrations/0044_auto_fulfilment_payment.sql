CREATE TABLE "store_auto_payments" (
	"store_order_id" bigint PRIMARY KEY NOT NULL,
	"store_id" integer NOT NULL,
	"business_id" bigint NOT NULL,
	"state" text DEFAULT 'due' NOT NULL,
	"reason" text,
	"params" jsonb,
	"amount" numeric(14, 2),
	"reserved_at" timestamp with time zone,
	"next_at" timestamp with time zone DEFAULT now() NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "stores" ADD COLUMN "auto_pay" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "stores" ADD COLUMN "auto_pay_order_cap" numeric(14, 2) DEFAULT '0' NOT NULL;--> statement-breakpoint
ALTER TABLE "stores" ADD COLUMN "auto_pay_daily_cap" numeric(14, 2) DEFAULT '0' NOT NULL;--> statement-breakpoint
ALTER TABLE "stores" ADD COLUMN "auto_pay_min_balance" numeric(14, 2) DEFAULT '0' NOT NULL;--> statement-breakpoint
ALTER TABLE "store_auto_payments" ADD CONSTRAINT "store_auto_payments_store_order_id_store_orders_id_fk" FOREIGN KEY ("store_order_id") REFERENCES "public"."store_orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "store_auto_payments" ADD CONSTRAINT "store_auto_payments_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "store_auto_payments" ADD CONSTRAINT "store_auto_payments_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "store_auto_payments_due_idx" ON "store_auto_payments" USING btree ("next_at") WHERE "store_auto_payments"."state" in ('due', 'reserved');--> statement-breakpoint
CREATE INDEX "store_auto_payments_day_idx" ON "store_auto_payments" USING btree ("store_id","reserved_at") WHERE "store_auto_payments"."state" in ('reserved', 'paid');