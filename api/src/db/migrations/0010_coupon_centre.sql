ALTER TABLE "coupon_templates" ADD COLUMN "claimable" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "coupon_templates" ADD COLUMN "per_business" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "coupon_templates" ADD COLUMN "remaining" integer;--> statement-breakpoint
ALTER TABLE "coupon_templates" ADD COLUMN "claim_until" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "coupons_business_template_idx" ON "coupons" USING btree ("business_id","template_id");