CREATE TABLE "store_listed_variants" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"store_id" integer NOT NULL,
	"business_id" bigint NOT NULL,
	"store_product_id" text NOT NULL,
	"store_variant_id" text NOT NULL,
	"title" text NOT NULL,
	"options" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"sku" text DEFAULT '' NOT NULL,
	"barcode" text DEFAULT '' NOT NULL,
	"price" numeric(14, 2) NOT NULL,
	"picture" text DEFAULT '' NOT NULL,
	"imported_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "store_variant_maps" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"store_id" integer NOT NULL,
	"business_id" bigint NOT NULL,
	"store_product_id" text NOT NULL,
	"store_variant_id" text NOT NULL,
	"variant_id" bigint NOT NULL,
	"mapped_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "stores" ADD COLUMN "products_import_task_id" bigint;--> statement-breakpoint
ALTER TABLE "stores" ADD COLUMN "products_imported_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "store_listed_variants" ADD CONSTRAINT "store_listed_variants_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "store_listed_variants" ADD CONSTRAINT "store_listed_variants_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "store_variant_maps" ADD CONSTRAINT "store_variant_maps_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "store_variant_maps" ADD CONSTRAINT "store_variant_maps_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "store_variant_maps" ADD CONSTRAINT "store_variant_maps_variant_id_product_variants_id_fk" FOREIGN KEY ("variant_id") REFERENCES "public"."product_variants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "store_listed_variants_store_variant_uq" ON "store_listed_variants" USING btree ("store_id","store_variant_id");--> statement-breakpoint
CREATE INDEX "store_listed_variants_store_title_idx" ON "store_listed_variants" USING btree ("store_id","title","id");--> statement-breakpoint
CREATE UNIQUE INDEX "store_variant_maps_store_variant_uq" ON "store_variant_maps" USING btree ("store_id","store_variant_id");--> statement-breakpoint
CREATE INDEX "store_variant_maps_variant_idx" ON "store_variant_maps" USING btree ("variant_id");