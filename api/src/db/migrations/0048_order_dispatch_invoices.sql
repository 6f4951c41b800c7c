CREATE TABLE "invoice_counters" (
	"year" integer PRIMARY KEY NOT NULL,
	"last" integer NOT NULL
);
--> statement-breakpoint
DROP INDEX "store_invoices_store_order_uq";--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "acknowledged_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "invoice_no" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "invoiced_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "store_invoices" ADD COLUMN "invoice_no" text;--> statement-breakpoint
UPDATE "store_invoices" SET "invoice_no" = 'INV-' || extract(year from "issued_at" at time zone 'UTC')::int || '-' || lpad("id"::text, 6, '0');--> statement-breakpoint
ALTER TABLE "store_invoices" ALTER COLUMN "invoice_no" SET NOT NULL;--> statement-breakpoint
INSERT INTO "invoice_counters" ("year", "last") SELECT extract(year from "issued_at" at time zone 'UTC')::int, max("id")::int FROM "store_invoices" GROUP BY 1;--> statement-breakpoint
ALTER TABLE "store_invoices" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "store_invoices" ADD COLUMN "reason" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "store_invoices" ADD COLUMN "content" jsonb;--> statement-breakpoint
CREATE UNIQUE INDEX "store_invoices_version_uq" ON "store_invoices" USING btree ("store_order_id","version");--> statement-breakpoint
CREATE UNIQUE INDEX "store_invoices_no_version_uq" ON "store_invoices" USING btree ("invoice_no","version");--> statement-breakpoint
UPDATE "orders" SET "invoice_no" = i."invoice_no", "invoiced_at" = i."issued_at" FROM "store_invoices" i JOIN "store_order_mall_orders" l ON l."store_order_id" = i."store_order_id" WHERE "orders"."id" = l."mall_order_id" AND "orders"."paid_at" IS NOT NULL;