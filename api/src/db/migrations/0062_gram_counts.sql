-- Issue 35, written by hand: catalogue_counts also counts, for each one- and two-character substring of the
-- on-shelf titles ('g:' || gram, lower case, no whitespace: a keyword's words never hold any), the products
-- whose title holds it. A lone short keyword's total and the choice of how to read its page (product-search.ts)
-- then cost one row each instead of counting up to 10,001 matches through the grams index. Grams are
-- computed only for rows whose title or shelf state changes (the function costs ~0.1 ms a call).
CREATE FUNCTION dm_gram_keys(t text) RETURNS text[]
LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE AS $$
  SELECT coalesce(array_agg(DISTINCT 'g:' || g), '{}') FROM unnest(dm_short_grams(lower(t))) AS g WHERE g !~ '\s'
$$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION dm_counts_products() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  keys text[];
  deltas bigint[];
BEGIN
  -- Each branch names only the transition tables its trigger has (an insert has no old rows).
  IF TG_OP = 'INSERT' THEN
    SELECT array_agg(k ORDER BY k), array_agg(s ORDER BY k) INTO keys, deltas
    FROM (SELECT k, sum(d) AS s FROM (
      SELECT k, 1 AS d FROM counted_new a, unnest(dm_count_keys(a.category_id, a.category2_id, a.category3_id, a.warehouse_id) || dm_gram_keys(a.title)) k WHERE a.status = 1
    ) x GROUP BY k HAVING sum(d) <> 0) y;
  ELSIF TG_OP = 'DELETE' THEN
    SELECT array_agg(k ORDER BY k), array_agg(s ORDER BY k) INTO keys, deltas
    FROM (SELECT k, sum(d) AS s FROM (
      SELECT k, -1 AS d FROM counted_old o, unnest(dm_count_keys(o.category_id, o.category2_id, o.category3_id, o.warehouse_id) || dm_gram_keys(o.title)) k WHERE o.status = 1
    ) x GROUP BY k HAVING sum(d) <> 0) y;
  ELSE
    SELECT array_agg(k ORDER BY k), array_agg(s ORDER BY k) INTO keys, deltas
    FROM (SELECT k, sum(d) AS s FROM (
      SELECT k, 1 AS d FROM counted_new a, unnest(dm_count_keys(a.category_id, a.category2_id, a.category3_id, a.warehouse_id)) k WHERE a.status = 1
      UNION ALL
      SELECT k, -1 AS d FROM counted_old o, unnest(dm_count_keys(o.category_id, o.category2_id, o.category3_id, o.warehouse_id)) k WHERE o.status = 1
      -- Grams only where the title or the shelf state changed: a price or a download count writes none.
      UNION ALL
      SELECT k, 1 AS d FROM counted_new a JOIN counted_old o ON o.id = a.id, unnest(dm_gram_keys(a.title)) k
      WHERE a.status = 1 AND (o.status <> 1 OR o.title IS DISTINCT FROM a.title)
      UNION ALL
      SELECT k, -1 AS d FROM counted_old o JOIN counted_new a ON a.id = o.id, unnest(dm_gram_keys(o.title)) k
      WHERE o.status = 1 AND (a.status <> 1 OR o.title IS DISTINCT FROM a.title)
    ) x GROUP BY k HAVING sum(d) <> 0) y;
  END IF;
  PERFORM dm_counts_apply(keys, deltas);
  RETURN NULL;
END $$;--> statement-breakpoint
INSERT INTO catalogue_counts (key, n)
SELECT k, count(*) FROM products p, unnest(dm_gram_keys(p.title)) k WHERE p.status = 1 GROUP BY k
ON CONFLICT (key) DO UPDATE SET n = excluded.n;
