-- Issue 19: the storefront's list queries on indexes at 100k products. Written by hand (drizzle-kit cannot
-- express the function); the sort orders the queries use are in modules/catalog/product-search.ts.
--
-- Short keywords: pg_trgm indexes substrings of three characters or more, so a one- or two-character word
-- ('ro', '裙') read every title. This function lists every substring of one and two characters of a text;
-- `dm_short_grams(lower(title)) @> array[word]` is then exactly `lower(title) like '%word%'` for such a
-- word, and the GIN index below answers it. Plain SQL: PGlite runs it too (no extension needed). The function
-- costs ~0.1 ms a call, so queries must not evaluate it row by row: the search uses it only for rare short
-- words (see product-search.ts). The index holds on-shelf products only, the only ones the storefront lists.
CREATE FUNCTION dm_short_grams(t text) RETURNS text[]
LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE
AS $$
  SELECT array(
    SELECT substr(t, i, 1) FROM generate_series(1, char_length(t)) AS i
    UNION ALL
    SELECT substr(t, i, 2) FROM generate_series(1, char_length(t) - 1) AS i
  )
$$;--> statement-breakpoint
CREATE INDEX "products_title_grams_idx" ON "products" USING gin (dm_short_grams(lower("title"))) WHERE "status" = 1;--> statement-breakpoint
-- A category and a price order, at each of the three levels (both directions: price asc, id asc read backwards).
CREATE INDEX "products_category1_price_idx" ON "products" USING btree ("category_id","status","price","id");--> statement-breakpoint
CREATE INDEX "products_category2_price_idx" ON "products" USING btree ("category2_id","status","price","id");--> statement-breakpoint
CREATE INDEX "products_category3_price_idx" ON "products" USING btree ("category3_id","status","price","id");--> statement-breakpoint
-- A category and the default order (editorial weight), the list page's first view of a category.
CREATE INDEX "products_category1_default_idx" ON "products" USING btree ("category_id","status","sort_weight" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "products_category2_default_idx" ON "products" USING btree ("category2_id","status","sort_weight" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "products_category3_default_idx" ON "products" USING btree ("category3_id","status","sort_weight" DESC NULLS LAST,"id" DESC NULLS LAST);
