CREATE TABLE "store_csv_imports" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"task_id" bigint NOT NULL,
	"business_id" bigint NOT NULL,
	"store_id" integer NOT NULL,
	"file_key" text NOT NULL,
	"orders" integer NOT NULL,
	"lines" integer NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"imported" integer DEFAULT 0 NOT NULL,
	"updated" integer DEFAULT 0 NOT NULL,
	"skipped" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "store_csv_imports" ADD CONSTRAINT "store_csv_imports_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "store_csv_imports" ADD CONSTRAINT "store_csv_imports_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "store_csv_imports_task_uq" ON "store_csv_imports" USING btree ("task_id");