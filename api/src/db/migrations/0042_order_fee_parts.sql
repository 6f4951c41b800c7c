ALTER TABLE "orders" ADD COLUMN "agency_fee" numeric(14, 4) DEFAULT '0' NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "warehouse_fee" numeric(14, 4) DEFAULT '0' NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "packaging_fee" numeric(14, 4) DEFAULT '0' NOT NULL;