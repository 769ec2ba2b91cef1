import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_quotes_history_status" AS ENUM('requested', 'quoted', 'revision-requested', 'accepted', 'declined', 'expired', 'ordered');
  CREATE TYPE "public"."enum_quotes_history_by" AS ENUM('buyer', 'staff', 'system');
  CREATE TYPE "public"."enum_quotes_status" AS ENUM('requested', 'quoted', 'revision-requested', 'accepted', 'declined', 'expired', 'ordered');
  CREATE TYPE "public"."enum_quotes_locale" AS ENUM('en', 'es');
  CREATE TYPE "public"."enum_quotes_source" AS ENUM('cart', 'saved-cart', 'bom', 'api');
  CREATE TABLE "quotes_lines" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"pn" varchar NOT NULL,
  	"qty" numeric NOT NULL,
  	"target_price" numeric,
  	"note" varchar,
  	"quoted_price" numeric,
  	"lead_time_days" numeric,
  	"alternate_pn" varchar,
  	"no_quote" boolean DEFAULT false,
  	"no_quote_reason" varchar
  );
  
  CREATE TABLE "quotes_history" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"at" timestamp(3) with time zone NOT NULL,
  	"status" "enum_quotes_history_status" NOT NULL,
  	"version" numeric NOT NULL,
  	"by" "enum_quotes_history_by" NOT NULL,
  	"message" varchar
  );
  
  CREATE TABLE "quotes" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"number" varchar NOT NULL,
  	"status" "enum_quotes_status" DEFAULT 'requested' NOT NULL,
  	"version" numeric DEFAULT 0 NOT NULL,
  	"sent_at" timestamp(3) with time zone,
  	"expires_at" timestamp(3) with time zone,
  	"rep_id" integer,
  	"customer_id" integer,
  	"web_user_id" integer,
  	"buyer_email" varchar NOT NULL,
  	"locale" "enum_quotes_locale" DEFAULT 'en' NOT NULL,
  	"order_number" varchar,
  	"project" varchar,
  	"need_by" timestamp(3) with time zone,
  	"source" "enum_quotes_source",
  	"note" varchar,
  	"staff_note" varchar,
  	"versions" jsonb,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "quotes_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"quote_attachments_id" integer
  );
  
  CREATE TABLE "quote_attachments" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"quote_number" varchar,
  	"customer_id" integer,
  	"web_user_id" integer,
  	"prefix" varchar DEFAULT 'quote-attachments',
  	"_objectkey" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"url" varchar,
  	"thumbnail_u_r_l" varchar,
  	"filename" varchar,
  	"mime_type" varchar,
  	"filesize" numeric,
  	"width" numeric,
  	"height" numeric,
  	"focal_x" numeric,
  	"focal_y" numeric
  );
  
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "quotes_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "quote_attachments_id" integer;
  ALTER TABLE "quotes_lines" ADD CONSTRAINT "quotes_lines_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."quotes"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "quotes_history" ADD CONSTRAINT "quotes_history_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."quotes"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "quotes" ADD CONSTRAINT "quotes_rep_id_sales_reps_id_fk" FOREIGN KEY ("rep_id") REFERENCES "public"."sales_reps"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "quotes" ADD CONSTRAINT "quotes_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "quotes" ADD CONSTRAINT "quotes_web_user_id_web_users_id_fk" FOREIGN KEY ("web_user_id") REFERENCES "public"."web_users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "quotes_rels" ADD CONSTRAINT "quotes_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."quotes"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "quotes_rels" ADD CONSTRAINT "quotes_rels_quote_attachments_fk" FOREIGN KEY ("quote_attachments_id") REFERENCES "public"."quote_attachments"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "quote_attachments" ADD CONSTRAINT "quote_attachments_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "quote_attachments" ADD CONSTRAINT "quote_attachments_web_user_id_web_users_id_fk" FOREIGN KEY ("web_user_id") REFERENCES "public"."web_users"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "quotes_lines_order_idx" ON "quotes_lines" USING btree ("_order");
  CREATE INDEX "quotes_lines_parent_id_idx" ON "quotes_lines" USING btree ("_parent_id");
  CREATE INDEX "quotes_history_order_idx" ON "quotes_history" USING btree ("_order");
  CREATE INDEX "quotes_history_parent_id_idx" ON "quotes_history" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "quotes_number_idx" ON "quotes" USING btree ("number");
  CREATE INDEX "quotes_status_idx" ON "quotes" USING btree ("status");
  CREATE INDEX "quotes_rep_idx" ON "quotes" USING btree ("rep_id");
  CREATE INDEX "quotes_customer_idx" ON "quotes" USING btree ("customer_id");
  CREATE INDEX "quotes_web_user_idx" ON "quotes" USING btree ("web_user_id");
  CREATE INDEX "quotes_buyer_email_idx" ON "quotes" USING btree ("buyer_email");
  CREATE INDEX "quotes_order_number_idx" ON "quotes" USING btree ("order_number");
  CREATE INDEX "quotes_updated_at_idx" ON "quotes" USING btree ("updated_at");
  CREATE INDEX "quotes_created_at_idx" ON "quotes" USING btree ("created_at");
  CREATE INDEX "quotes_rels_order_idx" ON "quotes_rels" USING btree ("order");
  CREATE INDEX "quotes_rels_parent_idx" ON "quotes_rels" USING btree ("parent_id");
  CREATE INDEX "quotes_rels_path_idx" ON "quotes_rels" USING btree ("path");
  CREATE INDEX "quotes_rels_quote_attachments_id_idx" ON "quotes_rels" USING btree ("quote_attachments_id");
  CREATE INDEX "quote_attachments_quote_number_idx" ON "quote_attachments" USING btree ("quote_number");
  CREATE INDEX "quote_attachments_customer_idx" ON "quote_attachments" USING btree ("customer_id");
  CREATE INDEX "quote_attachments_web_user_idx" ON "quote_attachments" USING btree ("web_user_id");
  CREATE INDEX "quote_attachments_updated_at_idx" ON "quote_attachments" USING btree ("updated_at");
  CREATE INDEX "quote_attachments_created_at_idx" ON "quote_attachments" USING btree ("created_at");
  CREATE UNIQUE INDEX "quote_attachments_filename_idx" ON "quote_attachments" USING btree ("filename");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_quotes_fk" FOREIGN KEY ("quotes_id") REFERENCES "public"."quotes"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_quote_attachments_fk" FOREIGN KEY ("quote_attachments_id") REFERENCES "public"."quote_attachments"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_quotes_id_idx" ON "payload_locked_documents_rels" USING btree ("quotes_id");
  CREATE INDEX "payload_locked_documents_rels_quote_attachments_id_idx" ON "payload_locked_documents_rels" USING btree ("quote_attachments_id");`)
  // Quote numbers (Q-100001…), as orders' (src/lib/orders/server/transaction.ts).
  await db.execute(sql`CREATE SEQUENCE "quotes_number_seq" START WITH 100001;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`DROP SEQUENCE IF EXISTS "quotes_number_seq";`)
  await db.execute(sql`
   ALTER TABLE "quotes_lines" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "quotes_history" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "quotes" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "quotes_rels" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "quote_attachments" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "quotes_lines" CASCADE;
  DROP TABLE "quotes_history" CASCADE;
  DROP TABLE "quotes" CASCADE;
  DROP TABLE "quotes_rels" CASCADE;
  DROP TABLE "quote_attachments" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_quotes_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_quote_attachments_fk";
  
  DROP INDEX "payload_locked_documents_rels_quotes_id_idx";
  DROP INDEX "payload_locked_documents_rels_quote_attachments_id_idx";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "quotes_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "quote_attachments_id";
  DROP TYPE "public"."enum_quotes_history_status";
  DROP TYPE "public"."enum_quotes_history_by";
  DROP TYPE "public"."enum_quotes_status";
  DROP TYPE "public"."enum_quotes_locale";
  DROP TYPE "public"."enum_quotes_source";`)
}
