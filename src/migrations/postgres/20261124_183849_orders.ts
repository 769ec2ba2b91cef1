import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_orders_status" AS ENUM('received', 'awaiting-card-payment', 'processing', 'shipped', 'completed', 'cancelled');
  CREATE TYPE "public"."enum_orders_payment" AS ENUM('terms', 'card');
  CREATE TABLE "orders_lines" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"pn" varchar,
  	"series" varchar,
  	"description" varchar,
  	"qty" numeric,
  	"list_price" numeric,
  	"unit_price" numeric,
  	"line_total" numeric,
  	"item_tariff" numeric,
  	"tariff" boolean,
  	"pkg_qty_type" varchar,
  	"lead_time_note" varchar
  );
  
  CREATE TABLE "orders" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"number" varchar NOT NULL,
  	"status" "enum_orders_status" DEFAULT 'received' NOT NULL,
  	"notes" varchar,
  	"buyer_note" varchar,
  	"web_user_id" integer,
  	"buyer_email" varchar NOT NULL,
  	"customer_id" integer,
  	"idempotency_key" varchar NOT NULL,
  	"cart_ref" varchar NOT NULL,
  	"locale" varchar,
  	"payment" "enum_orders_payment" NOT NULL,
  	"po_number" varchar,
  	"carrier" varchar,
  	"method" varchar,
  	"carrier_account" varchar,
  	"subtotal" numeric,
  	"item_tariff" numeric,
  	"global_tariff" numeric,
  	"handling_fee" numeric,
  	"non_standard_package_fee" numeric,
  	"international_terms_fee" numeric,
  	"shipping" numeric,
  	"shipping_tbd" boolean,
  	"free_ground" boolean,
  	"shipping_label" varchar,
  	"tax_rate" numeric,
  	"tax" numeric,
  	"total" numeric,
  	"shipping_address_contact_id" numeric,
  	"shipping_address_name_company" varchar,
  	"shipping_address_name_first" varchar,
  	"shipping_address_name_last" varchar,
  	"shipping_address_phone1" varchar,
  	"shipping_address_address_line1" varchar,
  	"shipping_address_address_line2" varchar,
  	"shipping_address_address_city" varchar,
  	"shipping_address_address_state" varchar,
  	"shipping_address_address_postal_code" varchar,
  	"shipping_address_address_country" varchar,
  	"billing_address_contact_id" numeric,
  	"billing_address_name_company" varchar,
  	"billing_address_name_first" varchar,
  	"billing_address_name_last" varchar,
  	"billing_address_phone1" varchar,
  	"billing_address_address_line1" varchar,
  	"billing_address_address_line2" varchar,
  	"billing_address_address_city" varchar,
  	"billing_address_address_state" varchar,
  	"billing_address_address_postal_code" varchar,
  	"billing_address_address_country" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "orders_id" integer;
  ALTER TABLE "orders_lines" ADD CONSTRAINT "orders_lines_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "orders" ADD CONSTRAINT "orders_web_user_id_web_users_id_fk" FOREIGN KEY ("web_user_id") REFERENCES "public"."web_users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "orders" ADD CONSTRAINT "orders_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "orders_lines_order_idx" ON "orders_lines" USING btree ("_order");
  CREATE INDEX "orders_lines_parent_id_idx" ON "orders_lines" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "orders_number_idx" ON "orders" USING btree ("number");
  CREATE INDEX "orders_web_user_idx" ON "orders" USING btree ("web_user_id");
  CREATE INDEX "orders_buyer_email_idx" ON "orders" USING btree ("buyer_email");
  CREATE INDEX "orders_customer_idx" ON "orders" USING btree ("customer_id");
  CREATE UNIQUE INDEX "orders_cart_ref_idx" ON "orders" USING btree ("cart_ref");
  CREATE INDEX "orders_updated_at_idx" ON "orders" USING btree ("updated_at");
  CREATE INDEX "orders_created_at_idx" ON "orders" USING btree ("created_at");
  CREATE UNIQUE INDEX "buyerEmail_idempotencyKey_idx" ON "orders" USING btree ("buyer_email","idempotency_key");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_orders_fk" FOREIGN KEY ("orders_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_orders_id_idx" ON "payload_locked_documents_rels" USING btree ("orders_id");`)
  // Human order numbers (SY-100001...): not part of Payload's schema, written by hand.
  await db.execute(sql`CREATE SEQUENCE "orders_number_seq" START WITH 100001;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "orders_lines" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "orders" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "orders_lines" CASCADE;
  DROP TABLE "orders" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_orders_fk";
  
  DROP INDEX "payload_locked_documents_rels_orders_id_idx";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "orders_id";
  DROP TYPE "public"."enum_orders_status";
  DROP TYPE "public"."enum_orders_payment";`)
  await db.execute(sql`DROP SEQUENCE IF EXISTS "orders_number_seq";`)
}
