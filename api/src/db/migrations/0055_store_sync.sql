CREATE TABLE "store_sync_items" (
	"store_id" integer NOT NULL,
	"variant_id" bigint NOT NULL,
	"business_id" bigint NOT NULL,
	"product_id" bigint NOT NULL,
	"seq" bigint DEFAULT 1 NOT NULL,
	"sent_seq" bigint DEFAULT 0 NOT NULL,
	"due_at" timestamp with time zone DEFAULT now() NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"last_error" text,
	"failed_at" timestamp with time zone,
	"sent_quantity" integer,
	"sent_price" numeric(14, 2),
	"unpublished" boolean DEFAULT false NOT NULL,
	"synced_at" timestamp with time zone,
	"held_price" numeric(14, 2),
	"held_at" timestamp with time zone,
	"rejected_price" numeric(14, 2),
	"approved_price" numeric(14, 2),
	CONSTRAINT "store_sync_items_store_id_variant_id_pk" PRIMARY KEY("store_id","variant_id")
);
--> statement-breakpoint
ALTER TABLE "stores" ADD COLUMN "sync_buffer" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "stores" ADD COLUMN "sync_hold_percent" numeric(7, 2) DEFAULT '0' NOT NULL;--> statement-breakpoint
ALTER TABLE "stores" ADD COLUMN "sync_stop" text DEFAULT 'zero' NOT NULL;--> statement-breakpoint
ALTER TABLE "stores" ADD COLUMN "sync_claimed_until" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "store_sync_items" ADD CONSTRAINT "store_sync_items_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "store_sync_items" ADD CONSTRAINT "store_sync_items_variant_id_product_variants_id_fk" FOREIGN KEY ("variant_id") REFERENCES "public"."product_variants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "store_sync_items" ADD CONSTRAINT "store_sync_items_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "store_sync_items" ADD CONSTRAINT "store_sync_items_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "store_sync_items_due_idx" ON "store_sync_items" USING btree ("due_at") WHERE "store_sync_items"."seq" > "store_sync_items"."sent_seq";--> statement-breakpoint
CREATE INDEX "store_sync_items_product_idx" ON "store_sync_items" USING btree ("store_id","product_id");--> statement-breakpoint
CREATE INDEX "store_product_links_product_idx" ON "store_product_links" USING btree ("product_id");--> statement-breakpoint
-- Every variant published before follows the mall from now on: queued once, sent by the first run.
INSERT INTO "store_sync_items" ("store_id", "variant_id", "business_id", "product_id")
SELECT l."store_id", l."variant_id", s."business_id", l."product_id"
FROM "store_product_links" l JOIN "stores" s ON s."id" = l."store_id"
ON CONFLICT DO NOTHING;
