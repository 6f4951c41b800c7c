ALTER TABLE "payments" ADD COLUMN "currency" text DEFAULT 'USD' NOT NULL;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "charge_amount" numeric(14, 2);--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "rate" numeric(12, 6);--> statement-breakpoint
ALTER TABLE "top_ups" ADD COLUMN "currency" text DEFAULT 'USD' NOT NULL;--> statement-breakpoint
ALTER TABLE "top_ups" ADD COLUMN "charge_amount" numeric(14, 2);--> statement-breakpoint
ALTER TABLE "top_ups" ADD COLUMN "rate" numeric(12, 6);