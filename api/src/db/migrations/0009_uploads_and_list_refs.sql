CREATE TABLE "uploaded_files" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"url" text NOT NULL,
	"business_id" bigint NOT NULL,
	"account_id" bigint NOT NULL,
	"kind" text NOT NULL,
	"bytes" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "uploaded_files" ADD CONSTRAINT "uploaded_files_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "uploaded_files_url_uq" ON "uploaded_files" USING btree ("url");--> statement-breakpoint
CREATE INDEX "uploaded_files_business_idx" ON "uploaded_files" USING btree ("business_id");--> statement-breakpoint
CREATE INDEX "products_type_idx" ON "products" USING btree ("product_type_id");--> statement-breakpoint
CREATE INDEX "products_story_idx" ON "products" USING btree ("story_id");--> statement-breakpoint
CREATE INDEX "products_serve_ids_idx" ON "products" USING gin ("serve_ids" jsonb_path_ops);