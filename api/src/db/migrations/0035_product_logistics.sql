ALTER TABLE "products" ALTER COLUMN "weight_grams" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "length_cm" numeric(5, 1);--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "width_cm" numeric(5, 1);--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "height_cm" numeric(5, 1);--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "declare_name_zh" text;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "declare_name_en" text;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "origin_country_code" text;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "hs_code" text;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "freight_price" numeric(14, 4) DEFAULT '0' NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "send_days" smallint;