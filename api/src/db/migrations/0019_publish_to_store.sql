CREATE TABLE "store_price_rules" (
	"business_id" bigint PRIMARY KEY NOT NULL,
	"multiplier" numeric(6, 3) NOT NULL,
	"fixed" numeric(12, 2) NOT NULL,
	"round_to_99" boolean NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "store_product_links" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"store_id" integer NOT NULL,
	"product_id" bigint NOT NULL,
	"variant_id" bigint NOT NULL,
	"store_product_id" text NOT NULL,
	"store_variant_id" text NOT NULL,
	"published_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "store_publications" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"store_id" integer NOT NULL,
	"business_id" bigint NOT NULL,
	"product_id" bigint NOT NULL,
	"state" text DEFAULT 'waiting' NOT NULL,
	"last_error" text,
	"store_product_id" text,
	"published_at" timestamp with time zone,
	"claimed_until" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "taken_products" ADD COLUMN "counted" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "store_price_rules" ADD CONSTRAINT "store_price_rules_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "store_product_links" ADD CONSTRAINT "store_product_links_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "store_product_links" ADD CONSTRAINT "store_product_links_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "store_product_links" ADD CONSTRAINT "store_product_links_variant_id_product_variants_id_fk" FOREIGN KEY ("variant_id") REFERENCES "public"."product_variants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "store_publications" ADD CONSTRAINT "store_publications_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "store_publications" ADD CONSTRAINT "store_publications_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "store_publications" ADD CONSTRAINT "store_publications_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "store_product_links_variant_uq" ON "store_product_links" USING btree ("store_id","variant_id");--> statement-breakpoint
CREATE INDEX "store_product_links_store_variant_idx" ON "store_product_links" USING btree ("store_id","store_variant_id");--> statement-breakpoint
CREATE UNIQUE INDEX "store_publications_store_product_uq" ON "store_publications" USING btree ("store_id","product_id");--> statement-breakpoint
CREATE INDEX "store_publications_business_product_idx" ON "store_publications" USING btree ("business_id","product_id");