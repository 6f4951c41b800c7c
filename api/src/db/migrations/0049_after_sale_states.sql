CREATE TABLE "after_sale_moves" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"after_sale_id" bigint NOT NULL,
	"from_state" text,
	"to_state" text NOT NULL,
	"action" text NOT NULL,
	"actor" text NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payment_disputes" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"payment_id" bigint NOT NULL,
	"provider" text NOT NULL,
	"dispute_id" text NOT NULL,
	"amount" numeric(14, 2) NOT NULL,
	"currency" text NOT NULL,
	"reason" text DEFAULT '' NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
DROP INDEX "after_sales_open_uq";--> statement-breakpoint
DROP INDEX "after_sales_seller_open_idx";--> statement-breakpoint
ALTER TABLE "after_sale_refunds" ADD COLUMN "route" text DEFAULT 'balance' NOT NULL;--> statement-breakpoint
ALTER TABLE "after_sale_refunds" ADD COLUMN "provider_ref" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "after_sales" ADD COLUMN "refund_failure" jsonb;--> statement-breakpoint
ALTER TABLE "after_sales" ADD COLUMN "refund_to" text DEFAULT 'original' NOT NULL;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "provider_payment_ref" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "after_sale_moves" ADD CONSTRAINT "after_sale_moves_after_sale_id_after_sales_id_fk" FOREIGN KEY ("after_sale_id") REFERENCES "public"."after_sales"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_disputes" ADD CONSTRAINT "payment_disputes_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "after_sale_moves_after_sale_idx" ON "after_sale_moves" USING btree ("after_sale_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "payment_disputes_uq" ON "payment_disputes" USING btree ("provider","dispute_id");--> statement-breakpoint
CREATE INDEX "payment_disputes_payment_idx" ON "payment_disputes" USING btree ("payment_id");--> statement-breakpoint
CREATE UNIQUE INDEX "after_sales_open_uq" ON "after_sales" USING btree ("order_id") WHERE "after_sales"."state" in ('pending', 'to_return', 'returning', 'refunding', 'refund_failed');--> statement-breakpoint
CREATE INDEX "after_sales_seller_open_idx" ON "after_sales" USING btree ("seller_business_id") WHERE "after_sales"."state" in ('pending', 'to_return', 'returning', 'refunding', 'refund_failed');
--> statement-breakpoint
-- The glossary's 13 states: a return paid back becomes return-and-refund succeeded when every item of the
-- order came back in full, else partial; a refund only stays refund succeeded when it refunded the order in
-- full (the order is refunded and no refund came after it), else partial.
UPDATE "after_sales" a SET "state" = CASE WHEN NOT EXISTS (
    SELECT 1 FROM "order_items" i
    LEFT JOIN "after_sale_lines" l ON l."order_item_id" = i."id" AND l."after_sale_id" = a."id"
    WHERE i."order_id" = a."order_id" AND coalesce(coalesce(l."received", l."num"), 0) < i."num"
  ) THEN 'return_refunded' ELSE 'partially_refunded' END
WHERE a."type" = 'return' AND a."state" = 'refunded';--> statement-breakpoint
UPDATE "after_sales" a SET "state" = 'partially_refunded'
WHERE a."type" = 'refund' AND a."state" = 'refunded' AND (
  NOT EXISTS (SELECT 1 FROM "orders" o WHERE o."id" = a."order_id" AND o."status" = 'refunded')
  OR EXISTS (
    SELECT 1 FROM "after_sale_refunds" r, "after_sale_refunds" mine
    WHERE mine."after_sale_id" = a."id" AND r."order_id" = a."order_id" AND r."after_sale_id" <> a."id"
      AND r."created_at" > mine."created_at"
  )
);--> statement-breakpoint
-- The timeline of the requests made before moves were stored, rebuilt from their dates.
INSERT INTO "after_sale_moves" ("after_sale_id", "from_state", "to_state", "action", "actor", "note", "created_at")
SELECT s."id", s."from_state", s."to_state", s."action", s."actor", s."note", s."at" FROM (
  SELECT a."id", 1 AS step, NULL::text AS "from_state", 'pending' AS "to_state", 'apply' AS "action",
    CASE WHEN a."reason" = 'store_cancelled' THEN 'system' ELSE 'buyer' END AS "actor", '' AS "note", a."created_at" AS "at"
  FROM "after_sales" a
  UNION ALL
  SELECT a."id", 2, 'pending', 'refused', 'refuse', 'seller', a."refuse_reason", coalesce(a."decided_at", a."updated_at")
  FROM "after_sales" a WHERE a."state" = 'refused'
  UNION ALL
  SELECT a."id", 2, 'pending', 'to_return', 'agreeReturn', 'seller', '', a."decided_at"
  FROM "after_sales" a WHERE a."type" = 'return' AND a."decided_at" IS NOT NULL AND a."state" <> 'refused'
  UNION ALL
  SELECT a."id", 3, 'to_return', 'returning', 'shipBack', 'buyer', a."express_company" || ' ' || a."tracking_no", a."shipped_back_at"
  FROM "after_sales" a WHERE a."type" = 'return' AND a."shipped_back_at" IS NOT NULL
  UNION ALL
  SELECT a."id", 4, 'returning', 'receipt_rejected', 'rejectReceipt', 'seller', a."refuse_reason", coalesce(a."received_at", a."updated_at")
  FROM "after_sales" a WHERE a."state" = 'receipt_rejected'
  UNION ALL
  SELECT a."id", 4, CASE WHEN a."type" = 'return' THEN 'returning' ELSE 'pending' END, 'refunding',
    CASE WHEN a."type" = 'return' THEN 'confirmReceipt' ELSE 'agreeRefund' END, 'seller', '',
    coalesce(a."received_at", a."decided_at", a."refunded_at", a."updated_at")
  FROM "after_sales" a WHERE a."state" IN ('refunded', 'return_refunded', 'partially_refunded')
  UNION ALL
  SELECT a."id", 5, 'refunding', a."state",
    CASE a."state" WHEN 'refunded' THEN 'refundSucceeded' WHEN 'return_refunded' THEN 'returnSucceeded' ELSE 'partSucceeded' END,
    'system', coalesce((SELECT to_char(r."amount", 'FM999999999990.00') FROM "after_sale_refunds" r WHERE r."after_sale_id" = a."id"), ''),
    coalesce(a."refunded_at", a."updated_at")
  FROM "after_sales" a WHERE a."state" IN ('refunded', 'return_refunded', 'partially_refunded')
  UNION ALL
  SELECT a."id", 6, CASE WHEN a."type" = 'return' AND a."decided_at" IS NOT NULL THEN 'to_return' ELSE 'pending' END,
    'closed', 'cancel', 'buyer', '', coalesce(a."closed_at", a."updated_at")
  FROM "after_sales" a WHERE a."state" = 'closed'
) s ORDER BY s."id", s.step;
