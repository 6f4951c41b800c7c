-- Issue 35, written by hand. tag_listings was kept by row triggers (0059): a statement giving 333,000 tags
-- ran 333,000 inserts into tag_listings, each a statement of its own firing the counters' statement trigger
-- (0061), and each of those wrote a new version of the 'all' and the tag's counter rows. Within one
-- transaction none of those versions can be pruned, so every counter write walked all the earlier ones: the
-- 1M-product seed's tags ran for over 15 minutes (quadratic). Now a statement on product_tags, or a
-- statement changing products' sort keys, changes tag_listings in one statement (transition tables), and
-- the counters take the 'all' row's lock without writing it.
CREATE OR REPLACE FUNCTION dm_counts_apply(keys text[], deltas bigint[]) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  IF coalesce(array_length(keys, 1), 0) = 0 THEN
    RETURN;
  END IF;
  -- The 'all' row first, locked, not written (a write would leave a version per statement).
  PERFORM 1 FROM catalogue_counts WHERE key = 'all' FOR UPDATE;
  IF NOT FOUND THEN
    INSERT INTO catalogue_counts (key, n) VALUES ('all', 0) ON CONFLICT (key) DO NOTHING;
    PERFORM 1 FROM catalogue_counts WHERE key = 'all' FOR UPDATE;
  END IF;
  INSERT INTO catalogue_counts (key, n)
  SELECT u.k, u.d FROM unnest(keys, deltas) AS u(k, d) ORDER BY u.k
  ON CONFLICT (key) DO UPDATE SET n = catalogue_counts.n + excluded.n;
END $$;--> statement-breakpoint
INSERT INTO catalogue_counts (key, n) VALUES ('all', 0) ON CONFLICT (key) DO NOTHING;--> statement-breakpoint
DROP TRIGGER product_tags_listing_add ON product_tags;--> statement-breakpoint
DROP TRIGGER product_tags_listing_remove ON product_tags;--> statement-breakpoint
DROP TRIGGER product_tags_listing_move_out ON product_tags;--> statement-breakpoint
DROP TRIGGER product_tags_listing_move_in ON product_tags;--> statement-breakpoint
DROP TRIGGER products_tag_listing_follow ON products;--> statement-breakpoint
DROP FUNCTION dm_tag_listing_add();--> statement-breakpoint
DROP FUNCTION dm_tag_listing_remove();--> statement-breakpoint
DROP FUNCTION dm_tag_listing_follow();--> statement-breakpoint
-- Tags given copy their products' sort keys, share-locking the products (in id order) so that a concurrent
-- change of the keys either waits for this copy or is seen by it; tags taken away remove their copies.
CREATE FUNCTION dm_tag_listings_given() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO tag_listings (tag_id, product_id, status, price, sort_weight, publish_count, download_count, created_at)
  SELECT n.tag_id, p.id, p.status, p.price, p.sort_weight, p.publish_count, p.download_count, p.created_at
  FROM (SELECT DISTINCT tag_id, product_id FROM tags_new) n
  JOIN (SELECT * FROM products WHERE id IN (SELECT product_id FROM tags_new) ORDER BY id FOR SHARE) p
    ON p.id = n.product_id
  ON CONFLICT (tag_id, product_id) DO NOTHING;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE FUNCTION dm_tag_listings_taken() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM tag_listings l USING tags_old o WHERE l.tag_id = o.tag_id AND l.product_id = o.product_id;
  RETURN NULL;
END $$;--> statement-breakpoint
-- A change of products' shelf state or sort keys follows to their copies, once per statement and only for the
-- rows whose keys changed (a statement trigger cannot name columns when it has transition tables).
CREATE FUNCTION dm_tag_listings_follow() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE tag_listings l SET status = n.status, price = n.price, sort_weight = n.sort_weight,
    publish_count = n.publish_count, download_count = n.download_count, created_at = n.created_at
  FROM products_new n JOIN products_old o ON o.id = n.id
  WHERE l.product_id = n.id AND (
    o.status IS DISTINCT FROM n.status OR o.price IS DISTINCT FROM n.price
    OR o.sort_weight IS DISTINCT FROM n.sort_weight OR o.publish_count IS DISTINCT FROM n.publish_count
    OR o.download_count IS DISTINCT FROM n.download_count OR o.created_at IS DISTINCT FROM n.created_at);
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER product_tags_listing_given AFTER INSERT ON product_tags
  REFERENCING NEW TABLE AS tags_new FOR EACH STATEMENT EXECUTE FUNCTION dm_tag_listings_given();--> statement-breakpoint
CREATE TRIGGER product_tags_listing_taken AFTER DELETE ON product_tags
  REFERENCING OLD TABLE AS tags_old FOR EACH STATEMENT EXECUTE FUNCTION dm_tag_listings_taken();--> statement-breakpoint
-- A row changed in place: its old copy goes, then its new one comes (triggers fire in the order of their names).
CREATE TRIGGER product_tags_listing_moved_1_out AFTER UPDATE ON product_tags
  REFERENCING OLD TABLE AS tags_old FOR EACH STATEMENT EXECUTE FUNCTION dm_tag_listings_taken();--> statement-breakpoint
CREATE TRIGGER product_tags_listing_moved_2_in AFTER UPDATE ON product_tags
  REFERENCING NEW TABLE AS tags_new FOR EACH STATEMENT EXECUTE FUNCTION dm_tag_listings_given();--> statement-breakpoint
CREATE TRIGGER products_tag_listing_follow AFTER UPDATE ON products
  REFERENCING OLD TABLE AS products_old NEW TABLE AS products_new FOR EACH STATEMENT EXECUTE FUNCTION dm_tag_listings_follow();
