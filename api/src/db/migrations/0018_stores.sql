CREATE TABLE "sandbox_records" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"shop_id" integer NOT NULL,
	"kind" text NOT NULL,
	"parent_id" bigint,
	"body" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sandbox_shops" (
	"id" serial PRIMARY KEY NOT NULL,
	"handle" text NOT NULL,
	"name" text NOT NULL,
	"currency" text DEFAULT 'USD' NOT NULL,
	"token_hash" text NOT NULL,
	"webhook_secret" text NOT NULL,
	"business_id" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "stores" (
	"id" serial PRIMARY KEY NOT NULL,
	"business_id" bigint NOT NULL,
	"platform" text NOT NULL,
	"name" text NOT NULL,
	"shop_name" text DEFAULT '' NOT NULL,
	"domain" text NOT NULL,
	"currency" text DEFAULT '' NOT NULL,
	"state" text DEFAULT 'active' NOT NULL,
	"credentials" text DEFAULT '' NOT NULL,
	"checked_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "sandbox_records" ADD CONSTRAINT "sandbox_records_shop_id_sandbox_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."sandbox_shops"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sandbox_shops" ADD CONSTRAINT "sandbox_shops_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stores" ADD CONSTRAINT "stores_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "sandbox_records_shop_kind_idx" ON "sandbox_records" USING btree ("shop_id","kind","id");--> statement-breakpoint
CREATE UNIQUE INDEX "sandbox_shops_handle_uq" ON "sandbox_shops" USING btree ("handle");--> statement-breakpoint
CREATE INDEX "stores_business_idx" ON "stores" USING btree ("business_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "stores_business_domain_live_uq" ON "stores" USING btree ("business_id","platform","domain") WHERE "stores"."state" <> 'disconnected';