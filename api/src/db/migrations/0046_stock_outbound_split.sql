ALTER TABLE "stock_balances" ADD COLUMN "synced_out" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "stock_balances" ADD COLUMN "manual_out" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "stock_balances" ADD CONSTRAINT "stock_balances_outbound_nonnegative" CHECK ("stock_balances"."synced_out" >= 0 and "stock_balances"."manual_out" >= 0);--> statement-breakpoint
-- Backfill from the ledger (docs/decisions.md "Synchronized and manual outbound"): manual = what left by
-- third_party_out and pick_out; synced = the running sum of sales_out (up) and return_in (down) in ledger
-- order, held at 0 from below, which is its last prefix sum less the lowest prefix sum when that is below 0.
UPDATE "stock_balances" b SET "synced_out" = s."synced", "manual_out" = s."manual"
FROM (
  SELECT "variant_id", "warehouse_id", "location_id",
    (coalesce((array_agg("synced_sum" ORDER BY "id" DESC) FILTER (WHERE "synced_move"))[1], 0)
      - least(0, coalesce(min("synced_sum") FILTER (WHERE "synced_move"), 0)))::int AS "synced",
    coalesce(sum(-"quantity") FILTER (WHERE "kind" IN ('third_party_out', 'pick_out')), 0)::int AS "manual"
  FROM (
    SELECT "id", "variant_id", "warehouse_id", "location_id", "kind", "quantity",
      "kind" IN ('sales_out', 'return_in') AS "synced_move",
      sum(CASE WHEN "kind" IN ('sales_out', 'return_in') THEN -"quantity" ELSE 0 END) OVER (
        PARTITION BY "variant_id", "warehouse_id", "location_id" ORDER BY "id") AS "synced_sum"
    FROM "stock_ledger"
  ) l
  GROUP BY "variant_id", "warehouse_id", "location_id"
) s
WHERE b."variant_id" = s."variant_id" AND b."warehouse_id" = s."warehouse_id" AND b."location_id" = s."location_id"
  AND (s."synced" <> 0 OR s."manual" <> 0);
