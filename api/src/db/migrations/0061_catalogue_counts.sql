CREATE TABLE "catalogue_counts" (
	"key" text PRIMARY KEY NOT NULL,
	"n" bigint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
-- Issue 35, written by hand: catalogue_counts (schema/catalog.ts) kept by triggers. Every change adds its net
-- difference per key, once per statement (transition tables), and only where it is not zero: a product's
-- download count going up writes nothing here. A writer locks the 'all' row before any other key, so the
-- rows are always taken in one order and two writers never wait for each other in a circle.
CREATE FUNCTION dm_count_keys(c1 integer, c2 integer, c3 integer, w integer) RETURNS text[]
LANGUAGE sql IMMUTABLE AS $$
  SELECT array_remove(ARRAY['all', 'c1:' || c1, 'c2:' || c2, 'c3:' || c3, 'w:' || w], NULL)
$$;--> statement-breakpoint
CREATE FUNCTION dm_counts_apply(keys text[], deltas bigint[]) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  IF coalesce(array_length(keys, 1), 0) = 0 THEN
    RETURN;
  END IF;
  INSERT INTO catalogue_counts (key, n) VALUES ('all', 0)
  ON CONFLICT (key) DO UPDATE SET n = catalogue_counts.n;
  INSERT INTO catalogue_counts (key, n)
  SELECT u.k, u.d FROM unnest(keys, deltas) AS u(k, d) ORDER BY u.k
  ON CONFLICT (key) DO UPDATE SET n = catalogue_counts.n + excluded.n;
END $$;--> statement-breakpoint
CREATE FUNCTION dm_counts_products() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  keys text[];
  deltas bigint[];
BEGIN
  -- Each branch names only the transition tables its trigger has (an insert has no old rows).
  IF TG_OP = 'INSERT' THEN
    SELECT array_agg(k ORDER BY k), array_agg(s ORDER BY k) INTO keys, deltas
    FROM (SELECT k, sum(d) AS s FROM (SELECT k, 1 AS d FROM counted_new a, unnest(dm_count_keys(a.category_id, a.category2_id, a.category3_id, a.warehouse_id)) k WHERE a.status = 1) x GROUP BY k HAVING sum(d) <> 0) y;
  ELSIF TG_OP = 'DELETE' THEN
    SELECT array_agg(k ORDER BY k), array_agg(s ORDER BY k) INTO keys, deltas
    FROM (SELECT k, sum(d) AS s FROM (SELECT k, -1 AS d FROM counted_old o, unnest(dm_count_keys(o.category_id, o.category2_id, o.category3_id, o.warehouse_id)) k WHERE o.status = 1) x GROUP BY k HAVING sum(d) <> 0) y;
  ELSE
    SELECT array_agg(k ORDER BY k), array_agg(s ORDER BY k) INTO keys, deltas
    FROM (SELECT k, sum(d) AS s FROM (SELECT k, 1 AS d FROM counted_new a, unnest(dm_count_keys(a.category_id, a.category2_id, a.category3_id, a.warehouse_id)) k WHERE a.status = 1 UNION ALL SELECT k, -1 AS d FROM counted_old o, unnest(dm_count_keys(o.category_id, o.category2_id, o.category3_id, o.warehouse_id)) k WHERE o.status = 1) x GROUP BY k HAVING sum(d) <> 0) y;
  END IF;
  PERFORM dm_counts_apply(keys, deltas);
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE FUNCTION dm_counts_tags() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  keys text[];
  deltas bigint[];
BEGIN
  -- Each branch names only the transition tables its trigger has (an insert has no old rows).
  IF TG_OP = 'INSERT' THEN
    SELECT array_agg(k ORDER BY k), array_agg(s ORDER BY k) INTO keys, deltas
    FROM (SELECT k, sum(d) AS s FROM (SELECT 'tag:' || a.tag_id AS k, 1 AS d FROM counted_new a WHERE a.status = 1) x GROUP BY k HAVING sum(d) <> 0) y;
  ELSIF TG_OP = 'DELETE' THEN
    SELECT array_agg(k ORDER BY k), array_agg(s ORDER BY k) INTO keys, deltas
    FROM (SELECT k, sum(d) AS s FROM (SELECT 'tag:' || o.tag_id AS k, -1 AS d FROM counted_old o WHERE o.status = 1) x GROUP BY k HAVING sum(d) <> 0) y;
  ELSE
    SELECT array_agg(k ORDER BY k), array_agg(s ORDER BY k) INTO keys, deltas
    FROM (SELECT k, sum(d) AS s FROM (SELECT 'tag:' || a.tag_id AS k, 1 AS d FROM counted_new a WHERE a.status = 1 UNION ALL SELECT 'tag:' || o.tag_id AS k, -1 AS d FROM counted_old o WHERE o.status = 1) x GROUP BY k HAVING sum(d) <> 0) y;
  END IF;
  PERFORM dm_counts_apply(keys, deltas);
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER products_counts_insert AFTER INSERT ON products
  REFERENCING NEW TABLE AS counted_new FOR EACH STATEMENT EXECUTE FUNCTION dm_counts_products();--> statement-breakpoint
CREATE TRIGGER products_counts_update AFTER UPDATE ON products
  REFERENCING OLD TABLE AS counted_old NEW TABLE AS counted_new FOR EACH STATEMENT EXECUTE FUNCTION dm_counts_products();--> statement-breakpoint
CREATE TRIGGER products_counts_delete AFTER DELETE ON products
  REFERENCING OLD TABLE AS counted_old FOR EACH STATEMENT EXECUTE FUNCTION dm_counts_products();--> statement-breakpoint
CREATE TRIGGER tag_listings_counts_insert AFTER INSERT ON tag_listings
  REFERENCING NEW TABLE AS counted_new FOR EACH STATEMENT EXECUTE FUNCTION dm_counts_tags();--> statement-breakpoint
CREATE TRIGGER tag_listings_counts_update AFTER UPDATE ON tag_listings
  REFERENCING OLD TABLE AS counted_old NEW TABLE AS counted_new FOR EACH STATEMENT EXECUTE FUNCTION dm_counts_tags();--> statement-breakpoint
CREATE TRIGGER tag_listings_counts_delete AFTER DELETE ON tag_listings
  REFERENCING OLD TABLE AS counted_old FOR EACH STATEMENT EXECUTE FUNCTION dm_counts_tags();--> statement-breakpoint
INSERT INTO catalogue_counts (key, n)
SELECT k, count(*) FROM products p, unnest(dm_count_keys(p.category_id, p.category2_id, p.category3_id, p.warehouse_id)) k
WHERE p.status = 1 GROUP BY k;--> statement-breakpoint
INSERT INTO catalogue_counts (key, n)
SELECT 'tag:' || tag_id, count(*) FROM tag_listings WHERE status = 1 GROUP BY tag_id;
