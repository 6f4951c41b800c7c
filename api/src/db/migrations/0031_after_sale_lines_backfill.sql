-- Returns made before per-item quantities send back every item of their order, in full.
INSERT INTO "after_sale_lines" ("after_sale_id", "order_item_id", "variant_id", "num")
SELECT a."id", i."id", i."variant_id", i."num"
FROM "after_sales" a JOIN "order_items" i ON i."order_id" = a."order_id"
WHERE a."type" = 'return' AND i."num" > 0;
--> statement-breakpoint
-- Refunded returns were put back into stock by the refund already: they count as received.
INSERT INTO "after_sale_receipts" ("after_sale_id", "seller_business_id", "location_id", "actor", "created_at")
SELECT a."id", a."seller_business_id", 0, 'system', coalesce(a."received_at", a."updated_at")
FROM "after_sales" a
WHERE a."type" = 'return' AND a."state" = 'refunded';
--> statement-breakpoint
UPDATE "after_sale_lines" l SET "received" = l."num"
FROM "after_sale_receipts" r WHERE r."after_sale_id" = l."after_sale_id";
