import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_cross_requests_locale" AS ENUM('en', 'es');
  CREATE TYPE "public"."enum_cross_requests_status" AS ENUM('open', 'answered');
  CREATE TABLE "cross_requests" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"number" varchar NOT NULL,
  	"number_key" varchar,
  	"brand" varchar,
  	"quantity" numeric,
  	"email" varchar NOT NULL,
  	"web_user_id" integer,
  	"customer_id" integer,
  	"locale" "enum_cross_requests_locale" DEFAULT 'en' NOT NULL,
  	"status" "enum_cross_requests_status" DEFAULT 'open' NOT NULL,
  	"answer_id" integer,
  	"answered_at" timestamp(3) with time zone,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "cross_requests_id" integer;
  ALTER TABLE "cross_requests" ADD CONSTRAINT "cross_requests_web_user_id_web_users_id_fk" FOREIGN KEY ("web_user_id") REFERENCES "public"."web_users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "cross_requests" ADD CONSTRAINT "cross_requests_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "cross_requests" ADD CONSTRAINT "cross_requests_answer_id_cross_references_id_fk" FOREIGN KEY ("answer_id") REFERENCES "public"."cross_references"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "cross_requests_number_key_idx" ON "cross_requests" USING btree ("number_key");
  CREATE INDEX "cross_requests_web_user_idx" ON "cross_requests" USING btree ("web_user_id");
  CREATE INDEX "cross_requests_customer_idx" ON "cross_requests" USING btree ("customer_id");
  CREATE INDEX "cross_requests_status_idx" ON "cross_requests" USING btree ("status");
  CREATE INDEX "cross_requests_answer_idx" ON "cross_requests" USING btree ("answer_id");
  CREATE INDEX "cross_requests_updated_at_idx" ON "cross_requests" USING btree ("updated_at");
  CREATE INDEX "cross_requests_created_at_idx" ON "cross_requests" USING btree ("created_at");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_cross_requests_fk" FOREIGN KEY ("cross_requests_id") REFERENCES "public"."cross_requests"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_cross_requests_id_idx" ON "payload_locked_documents_rels" USING btree ("cross_requests_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "cross_requests" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "cross_requests" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_cross_requests_fk";
  
  DROP INDEX "payload_locked_documents_rels_cross_requests_id_idx";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "cross_requests_id";
  DROP TYPE "public"."enum_cross_requests_locale";
  DROP TYPE "public"."enum_cross_requests_status";`)
}
