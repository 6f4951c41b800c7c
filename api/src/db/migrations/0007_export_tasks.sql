CREATE TABLE "export_tasks" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"business_id" bigint NOT NULL,
	"user_id" bigint,
	"data_type" smallint NOT NULL,
	"platform_type" smallint DEFAULT 2 NOT NULL,
	"title" text NOT NULL,
	"payload" jsonb NOT NULL,
	"dedup_key" text NOT NULL,
	"status" text DEFAULT 'queued' NOT NULL,
	"progress" smallint DEFAULT 0 NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"worker" text,
	"lease_until" timestamp with time zone,
	"file_type" text NOT NULL,
	"file_key" text,
	"file_size" bigint,
	"error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"started_at" timestamp with time zone,
	"finished_at" timestamp with time zone,
	CONSTRAINT "export_tasks_progress_range" CHECK ("export_tasks"."progress" between 0 and 100)
);
--> statement-breakpoint
CREATE TABLE "taken_products" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"business_id" bigint NOT NULL,
	"product_id" bigint NOT NULL,
	"kind" smallint NOT NULL,
	"times" integer DEFAULT 1 NOT NULL,
	"invalid" smallint DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "taken_products_kind" CHECK ("taken_products"."kind" in (3, 4))
);
--> statement-breakpoint
ALTER TABLE "export_tasks" ADD CONSTRAINT "export_tasks_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "export_tasks" ADD CONSTRAINT "export_tasks_user_id_business_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."business_users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "taken_products" ADD CONSTRAINT "taken_products_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "taken_products" ADD CONSTRAINT "taken_products_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "export_tasks_business_idx" ON "export_tasks" USING btree ("business_id","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "export_tasks_business_type_idx" ON "export_tasks" USING btree ("business_id","data_type","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "export_tasks_dedup_idx" ON "export_tasks" USING btree ("business_id","dedup_key","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "export_tasks_claim_idx" ON "export_tasks" USING btree ("status","lease_until","id") WHERE "export_tasks"."status" in ('queued', 'running');--> statement-breakpoint
CREATE UNIQUE INDEX "taken_products_uq" ON "taken_products" USING btree ("business_id","kind","product_id");--> statement-breakpoint
CREATE INDEX "taken_products_list_idx" ON "taken_products" USING btree ("business_id","kind","invalid","updated_at" DESC NULLS LAST,"id" DESC NULLS LAST);