ALTER TABLE "store_variant_maps" ADD COLUMN "product_id" bigint;--> statement-breakpoint
-- Mappings made before (0054 came in the same release; this is for a database that ran it alone).
UPDATE "store_variant_maps" m SET "product_id" = v."product_id" FROM "product_variants" v WHERE v."id" = m."variant_id";--> statement-breakpoint
ALTER TABLE "store_variant_maps" ALTER COLUMN "product_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "store_variant_maps" ADD CONSTRAINT "store_variant_maps_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "store_variant_maps_product_idx" ON "store_variant_maps" USING btree ("product_id");