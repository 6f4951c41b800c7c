CREATE TABLE "shopify_installs" (
	"id" serial PRIMARY KEY NOT NULL,
	"state" text NOT NULL,
	"business_id" bigint NOT NULL,
	"shop_domain" text NOT NULL,
	"name" text,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "shopify_installs" ADD CONSTRAINT "shopify_installs_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "shopify_installs_state_uq" ON "shopify_installs" USING btree ("state");