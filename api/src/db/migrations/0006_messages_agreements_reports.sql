CREATE TABLE "agreement_reads" (
	"agreement_id" bigint NOT NULL,
	"business_id" bigint NOT NULL,
	"version" integer NOT NULL,
	"user_id" bigint,
	"read_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "agreement_reads_business_id_agreement_id_pk" PRIMARY KEY("business_id","agreement_id")
);
--> statement-breakpoint
CREATE TABLE "agreements" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"context" text NOT NULL,
	"message_file" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"state" text DEFAULT 'draft' NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"published_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "announcements" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"title" jsonb NOT NULL,
	"content" jsonb NOT NULL,
	"type" smallint DEFAULT 1 NOT NULL,
	"recipients" integer DEFAULT 0 NOT NULL,
	"operator_id" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "messages" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"business_id" bigint,
	"user_id" bigint,
	"category" text NOT NULL,
	"type" smallint DEFAULT 1 NOT NULL,
	"status" smallint DEFAULT 0 NOT NULL,
	"title" jsonb NOT NULL,
	"content" jsonb NOT NULL,
	"link" text DEFAULT '' NOT NULL,
	"event_key" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"read_at" timestamp with time zone,
	CONSTRAINT "messages_recipient" CHECK ("messages"."business_id" is not null or "messages"."user_id" is not null)
);
--> statement-breakpoint
ALTER TABLE "businesses" ADD COLUMN "time_zone" text DEFAULT 'America/Sao_Paulo' NOT NULL;--> statement-breakpoint
ALTER TABLE "agreement_reads" ADD CONSTRAINT "agreement_reads_agreement_id_agreements_id_fk" FOREIGN KEY ("agreement_id") REFERENCES "public"."agreements"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agreement_reads" ADD CONSTRAINT "agreement_reads_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "announcements" ADD CONSTRAINT "announcements_operator_id_operators_id_fk" FOREIGN KEY ("operator_id") REFERENCES "public"."operators"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "messages" ADD CONSTRAINT "messages_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "messages" ADD CONSTRAINT "messages_user_id_business_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."business_users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "agreement_reads_agreement_idx" ON "agreement_reads" USING btree ("agreement_id");--> statement-breakpoint
CREATE INDEX "agreements_state_idx" ON "agreements" USING btree ("state","updated_at" DESC NULLS LAST);--> statement-breakpoint
CREATE UNIQUE INDEX "messages_event_uq" ON "messages" USING btree ("event_key");--> statement-breakpoint
CREATE INDEX "messages_business_idx" ON "messages" USING btree ("business_id","status","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "messages_user_idx" ON "messages" USING btree ("user_id","status","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "orders_seller_created_idx" ON "orders" USING btree ("seller_business_id","created_at");--> statement-breakpoint
CREATE INDEX "orders_seller_paid_idx" ON "orders" USING btree ("seller_business_id","paid_at") WHERE "orders"."paid_at" is not null;--> statement-breakpoint
CREATE INDEX "orders_seller_shipped_idx" ON "orders" USING btree ("seller_business_id","shipped_at") WHERE "orders"."shipped_at" is not null;