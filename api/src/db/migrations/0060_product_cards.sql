CREATE TABLE "product_cards" (
	"product_id" bigint PRIMARY KEY NOT NULL,
	"card" text NOT NULL
);
--> statement-breakpoint
ALTER TABLE "product_cards" ADD CONSTRAINT "product_cards_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- Issue 35, written by hand: product_cards (schema/catalog.ts) kept by triggers. dm_product_card writes the
-- card exactly as the list answers it (ProductListItem's fields in its order, favoritesTag ''): the price
-- rounded to cents, the first four live banner pictures, or the main picture when there are none.
-- PL/pgSQL, so its statement is planned once per connection (a SQL function's would be planned on every call:
-- products has ~30 indexes). VOLATILE on purpose: after waiting for another transaction's lock on a card it
-- reads with a new snapshot, so of two writers to one product's inputs the later writes a card with both.
CREATE FUNCTION dm_product_card(pid bigint) RETURNS text LANGUAGE plpgsql VOLATILE AS $$
DECLARE
  card text;
BEGIN
  SELECT '{"id":' || p.id
    || ',"title":' || to_json(p.title)::text
    || ',"price":' || round(p.price, 2)::float8::text
    || ',"productUrl":' || to_json(p.product_url)::text
    || ',"imgs":' || coalesce(
      (SELECT '[' || string_agg('{"imgUrl":' || to_json(i.url)::text || '}', ',' ORDER BY i.sort, i.id) || ']'
       FROM product_images i
       WHERE i.product_id = p.id AND i.kind = 'banner' AND i.invalid = 0 AND i.sort < 4),
      CASE WHEN p.product_url <> '' THEN '[{"imgUrl":' || to_json(p.product_url)::text || '}]' ELSE '[]' END)
    || ',"publishCount":' || p.publish_count
    || ',"downloadCount":' || p.download_count
    || ',"source":' || to_json(p.source)::text
    || ',"sku":' || to_json(p.sku)::text
    || ',"favoritesTag":""}'
  INTO card
  FROM products p WHERE p.id = pid;
  RETURN card;
END $$;--> statement-breakpoint
-- New products: once per statement (a seed or an import adds thousands at once).
CREATE FUNCTION dm_product_cards_added() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO product_cards (product_id, card)
  SELECT a.id, dm_product_card(a.id) FROM added_products a
  ON CONFLICT (product_id) DO UPDATE SET card = dm_product_card(excluded.product_id);
  RETURN NULL;
END $$;--> statement-breakpoint
-- A product whose shown fields changed.
CREATE FUNCTION dm_product_card_follow() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE product_cards SET card = dm_product_card(NEW.id) WHERE product_id = NEW.id;
  RETURN NULL;
END $$;--> statement-breakpoint
-- Pictures come and go in sets (a product's whole gallery saved at once): once per statement.
CREATE FUNCTION dm_product_card_pictures() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE product_cards SET card = dm_product_card(product_id)
  WHERE product_id IN (SELECT product_id FROM changed_pictures);
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER products_card_insert AFTER INSERT ON products
  REFERENCING NEW TABLE AS added_products FOR EACH STATEMENT EXECUTE FUNCTION dm_product_cards_added();--> statement-breakpoint
CREATE TRIGGER products_card_update AFTER UPDATE OF title, price, product_url, publish_count, download_count, source, sku ON products
  FOR EACH ROW WHEN (
    OLD.title IS DISTINCT FROM NEW.title OR OLD.price IS DISTINCT FROM NEW.price
    OR OLD.product_url IS DISTINCT FROM NEW.product_url OR OLD.publish_count IS DISTINCT FROM NEW.publish_count
    OR OLD.download_count IS DISTINCT FROM NEW.download_count OR OLD.source IS DISTINCT FROM NEW.source
    OR OLD.sku IS DISTINCT FROM NEW.sku
  ) EXECUTE FUNCTION dm_product_card_follow();--> statement-breakpoint
CREATE TRIGGER product_images_card_insert AFTER INSERT ON product_images
  REFERENCING NEW TABLE AS changed_pictures FOR EACH STATEMENT EXECUTE FUNCTION dm_product_card_pictures();--> statement-breakpoint
CREATE TRIGGER product_images_card_update AFTER UPDATE ON product_images
  REFERENCING NEW TABLE AS changed_pictures FOR EACH STATEMENT EXECUTE FUNCTION dm_product_card_pictures();--> statement-breakpoint
CREATE TRIGGER product_images_card_delete AFTER DELETE ON product_images
  REFERENCING OLD TABLE AS changed_pictures FOR EACH STATEMENT EXECUTE FUNCTION dm_product_card_pictures();--> statement-breakpoint
INSERT INTO product_cards (product_id, card) SELECT id, dm_product_card(id) FROM products;
