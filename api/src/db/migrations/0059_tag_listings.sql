CREATE TABLE "tag_listings" (
	"tag_id" integer NOT NULL,
	"product_id" bigint NOT NULL,
	"status" smallint NOT NULL,
	"price" numeric(14, 4) NOT NULL,
	"sort_weight" integer NOT NULL,
	"publish_count" integer NOT NULL,
	"download_count" integer NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "tag_listings_tag_id_product_id_pk" PRIMARY KEY("tag_id","product_id")
);
--> statement-breakpoint
DROP INDEX "products_category1_idx";--> statement-breakpoint
DROP INDEX "products_category2_idx";--> statement-breakpoint
DROP INDEX "products_category3_idx";--> statement-breakpoint
CREATE INDEX "tag_listings_product_idx" ON "tag_listings" USING btree ("product_id");--> statement-breakpoint
CREATE INDEX "tag_listings_default_idx" ON "tag_listings" USING btree ("tag_id","status","sort_weight" DESC NULLS LAST,"product_id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "tag_listings_price_idx" ON "tag_listings" USING btree ("tag_id","status","price","product_id");--> statement-breakpoint
CREATE INDEX "tag_listings_newest_idx" ON "tag_listings" USING btree ("tag_id","status","created_at" DESC NULLS LAST,"product_id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "tag_listings_download_idx" ON "tag_listings" USING btree ("tag_id","status","download_count" DESC NULLS LAST,"product_id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "tag_listings_publish_idx" ON "tag_listings" USING btree ("tag_id","status","publish_count" DESC NULLS LAST,"product_id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "products_category1_idx" ON "products" USING btree ("category_id","status","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "products_category2_idx" ON "products" USING btree ("category2_id","status","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "products_category3_idx" ON "products" USING btree ("category3_id","status","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
-- Issue 35, written by hand: the triggers that keep tag_listings (schema/catalog.ts) equal to product_tags
-- joined with products' sort keys. A tag given to a product copies them, share-locking the product so a
-- concurrent change of its keys either waits for this copy or is seen by it; a change of the keys follows to
-- every copy; a tag taken away (or its product deleted: product_tags cascades) removes its copy.
CREATE FUNCTION dm_tag_listing_add() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO tag_listings (tag_id, product_id, status, price, sort_weight, publish_count, download_count, created_at)
  SELECT NEW.tag_id, p.id, p.status, p.price, p.sort_weight, p.publish_count, p.download_count, p.created_at
  FROM products p WHERE p.id = NEW.product_id FOR SHARE
  ON CONFLICT (tag_id, product_id) DO NOTHING;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE FUNCTION dm_tag_listing_remove() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM tag_listings WHERE tag_id = OLD.tag_id AND product_id = OLD.product_id;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE FUNCTION dm_tag_listing_follow() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE tag_listings SET status = NEW.status, price = NEW.price, sort_weight = NEW.sort_weight,
    publish_count = NEW.publish_count, download_count = NEW.download_count, created_at = NEW.created_at
  WHERE product_id = NEW.id;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER product_tags_listing_add AFTER INSERT ON product_tags
  FOR EACH ROW EXECUTE FUNCTION dm_tag_listing_add();--> statement-breakpoint
CREATE TRIGGER product_tags_listing_remove AFTER DELETE ON product_tags
  FOR EACH ROW EXECUTE FUNCTION dm_tag_listing_remove();--> statement-breakpoint
-- A row of product_tags changed in place (no code does it): its old copy goes, its new one comes.
CREATE TRIGGER product_tags_listing_move_out AFTER UPDATE ON product_tags
  FOR EACH ROW EXECUTE FUNCTION dm_tag_listing_remove();--> statement-breakpoint
CREATE TRIGGER product_tags_listing_move_in AFTER UPDATE ON product_tags
  FOR EACH ROW EXECUTE FUNCTION dm_tag_listing_add();--> statement-breakpoint
CREATE TRIGGER products_tag_listing_follow AFTER UPDATE OF status, price, sort_weight, publish_count, download_count, created_at ON products
  FOR EACH ROW WHEN (
    OLD.status IS DISTINCT FROM NEW.status OR OLD.price IS DISTINCT FROM NEW.price
    OR OLD.sort_weight IS DISTINCT FROM NEW.sort_weight OR OLD.publish_count IS DISTINCT FROM NEW.publish_count
    OR OLD.download_count IS DISTINCT FROM NEW.download_count OR OLD.created_at IS DISTINCT FROM NEW.created_at
  ) EXECUTE FUNCTION dm_tag_listing_follow();--> statement-breakpoint
INSERT INTO tag_listings (tag_id, product_id, status, price, sort_weight, publish_count, download_count, created_at)
SELECT t.tag_id, p.id, p.status, p.price, p.sort_weight, p.publish_count, p.download_count, p.created_at
FROM product_tags t JOIN products p ON p.id = t.product_id;--> statement-breakpoint
-- A category by downloads and by publishes, at each level: with the price and default indexes of 0017 and
-- the newest ones (now with the id tiebreak), every sort of a category page walks an index of its own.
CREATE INDEX "products_category1_download_idx" ON "products" USING btree ("category_id","status","download_count" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "products_category2_download_idx" ON "products" USING btree ("category2_id","status","download_count" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "products_category3_download_idx" ON "products" USING btree ("category3_id","status","download_count" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "products_category1_publish_idx" ON "products" USING btree ("category_id","status","publish_count" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "products_category2_publish_idx" ON "products" USING btree ("category2_id","status","publish_count" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "products_category3_publish_idx" ON "products" USING btree ("category3_id","status","publish_count" DESC NULLS LAST,"id" DESC NULLS LAST);
