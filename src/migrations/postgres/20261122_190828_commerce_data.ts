import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_shipping_carriers_methods" AS ENUM('ground', 'air2day', 'air1day');
  CREATE TABLE "parts" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"pn" varchar NOT NULL,
  	"product_id" integer,
  	"category_id" integer,
  	"list_price" numeric NOT NULL,
  	"pkgqty" numeric DEFAULT 1 NOT NULL,
  	"tariff" boolean DEFAULT false,
  	"tariff_rate" numeric,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "parts_locales" (
  	"lead_time_note" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "part_prefixes" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar NOT NULL,
  	"discount_schedule" varchar,
  	"is_public" boolean DEFAULT true,
  	"product_id" integer,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "price_lists" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"name" varchar NOT NULL,
  	"description" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "price_list_entries" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"price_list_id" integer NOT NULL,
  	"item" varchar,
  	"schedule" varchar,
  	"value_type" varchar DEFAULT '% Discount' NOT NULL,
  	"value" numeric NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "shipping_carriers_methods" (
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"value" "enum_shipping_carriers_methods",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "shipping_carriers" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"slug" varchar NOT NULL,
  	"sequence" numeric DEFAULT 0 NOT NULL,
  	"is_international" boolean DEFAULT true,
  	"min_subtotal_thresholdvalue" numeric,
  	"collect" boolean DEFAULT false,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "shipping_carriers_locales" (
  	"title" varchar NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "shipping_rates" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"min" numeric NOT NULL,
  	"max" numeric NOT NULL,
  	"ground" numeric NOT NULL,
  	"ground_dist" numeric NOT NULL,
  	"air2day" numeric NOT NULL,
  	"air1day" numeric NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "shipping_zones" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"zip" varchar NOT NULL,
  	"zone" numeric NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "box_rules_zones" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"zone" numeric NOT NULL,
  	"spq_box_price" numeric NOT NULL,
  	"non_box_price" numeric NOT NULL
  );
  
  CREATE TABLE "box_rules" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"code" varchar NOT NULL,
  	"family" varchar NOT NULL,
  	"spq_box_count" numeric NOT NULL,
  	"non_box_count" numeric NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "cart_item_rules" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"pn" varchar NOT NULL,
  	"exempt_from_free_shipping" boolean DEFAULT false,
  	"lead_time10_days" boolean DEFAULT false,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "tax_rules" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"state" varchar NOT NULL,
  	"zip_codes" varchar DEFAULT '*' NOT NULL,
  	"rate" numeric NOT NULL,
  	"tax_shipping" boolean DEFAULT false,
  	"sequence" numeric DEFAULT 0 NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "countries" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"alpha2" varchar NOT NULL,
  	"alpha3" varchar NOT NULL,
  	"phone_code" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "countries_locales" (
  	"name" varchar NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "customers" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"name" varchar NOT NULL,
  	"taxable" boolean DEFAULT true,
  	"primary_contact_id" integer,
  	"price_list" varchar DEFAULT 'OEM',
  	"ar_term" varchar DEFAULT 'CREDIT CARD',
  	"cust_type" varchar,
  	"is_free_ground_at" numeric,
  	"territory" varchar,
  	"cust_rep" varchar,
  	"segment" numeric DEFAULT 5,
  	"tax_verification_note" varchar,
  	"tax_verification_completed" boolean DEFAULT false,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "contacts" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"customer_id" integer,
  	"name_company" varchar,
  	"name_first" varchar,
  	"name_last" varchar,
  	"phone1" varchar,
  	"address_line1" varchar,
  	"address_line2" varchar,
  	"address_city" varchar,
  	"address_state" varchar,
  	"address_postal_code" varchar,
  	"address_country" varchar DEFAULT 'US',
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "sales_reps" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"label" varchar NOT NULL,
  	"rep" varchar NOT NULL,
  	"territory" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "sales_reps_texts" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"text" varchar
  );
  
  CREATE TABLE "site_settings" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"shop_name" varchar DEFAULT 'Switchyard' NOT NULL,
  	"item_tariff_rate" numeric DEFAULT 0.25,
  	"global_tariff_rate" numeric DEFAULT 0.0495,
  	"updated_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone
  );
  
  CREATE TABLE "shipping_settings" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"small_order_threshold" numeric DEFAULT 49 NOT NULL,
  	"handling_domestic" numeric DEFAULT 10 NOT NULL,
  	"handling_international" numeric DEFAULT 25 NOT NULL,
  	"non_standard_package_fee" numeric DEFAULT 10 NOT NULL,
  	"international_terms_fee" numeric DEFAULT 40 NOT NULL,
  	"international_threshold" numeric DEFAULT 300 NOT NULL,
  	"free_ground_threshold" numeric DEFAULT 49 NOT NULL,
  	"wd_free_shipping_over" numeric DEFAULT 49 NOT NULL,
  	"air_tbd_at" numeric DEFAULT 500 NOT NULL,
  	"updated_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone
  );
  
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "parts_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "part_prefixes_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "price_lists_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "price_list_entries_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "shipping_carriers_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "shipping_rates_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "shipping_zones_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "box_rules_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "cart_item_rules_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "tax_rules_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "countries_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "customers_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "contacts_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "sales_reps_id" integer;
  ALTER TABLE "parts" ADD CONSTRAINT "parts_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "parts" ADD CONSTRAINT "parts_category_id_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."categories"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "parts_locales" ADD CONSTRAINT "parts_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."parts"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "part_prefixes" ADD CONSTRAINT "part_prefixes_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "price_list_entries" ADD CONSTRAINT "price_list_entries_price_list_id_price_lists_id_fk" FOREIGN KEY ("price_list_id") REFERENCES "public"."price_lists"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "shipping_carriers_methods" ADD CONSTRAINT "shipping_carriers_methods_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."shipping_carriers"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "shipping_carriers_locales" ADD CONSTRAINT "shipping_carriers_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."shipping_carriers"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "box_rules_zones" ADD CONSTRAINT "box_rules_zones_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."box_rules"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "countries_locales" ADD CONSTRAINT "countries_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."countries"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "customers" ADD CONSTRAINT "customers_primary_contact_id_contacts_id_fk" FOREIGN KEY ("primary_contact_id") REFERENCES "public"."contacts"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "contacts" ADD CONSTRAINT "contacts_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "sales_reps_texts" ADD CONSTRAINT "sales_reps_texts_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."sales_reps"("id") ON DELETE cascade ON UPDATE no action;
  CREATE UNIQUE INDEX "parts_pn_idx" ON "parts" USING btree ("pn");
  CREATE INDEX "parts_product_idx" ON "parts" USING btree ("product_id");
  CREATE INDEX "parts_category_idx" ON "parts" USING btree ("category_id");
  CREATE INDEX "parts_updated_at_idx" ON "parts" USING btree ("updated_at");
  CREATE INDEX "parts_created_at_idx" ON "parts" USING btree ("created_at");
  CREATE UNIQUE INDEX "parts_locales_locale_parent_id_unique" ON "parts_locales" USING btree ("_locale","_parent_id");
  CREATE UNIQUE INDEX "part_prefixes_title_idx" ON "part_prefixes" USING btree ("title");
  CREATE INDEX "part_prefixes_product_idx" ON "part_prefixes" USING btree ("product_id");
  CREATE INDEX "part_prefixes_updated_at_idx" ON "part_prefixes" USING btree ("updated_at");
  CREATE INDEX "part_prefixes_created_at_idx" ON "part_prefixes" USING btree ("created_at");
  CREATE UNIQUE INDEX "price_lists_name_idx" ON "price_lists" USING btree ("name");
  CREATE INDEX "price_lists_updated_at_idx" ON "price_lists" USING btree ("updated_at");
  CREATE INDEX "price_lists_created_at_idx" ON "price_lists" USING btree ("created_at");
  CREATE INDEX "price_list_entries_price_list_idx" ON "price_list_entries" USING btree ("price_list_id");
  CREATE INDEX "price_list_entries_item_idx" ON "price_list_entries" USING btree ("item");
  CREATE INDEX "price_list_entries_schedule_idx" ON "price_list_entries" USING btree ("schedule");
  CREATE INDEX "price_list_entries_updated_at_idx" ON "price_list_entries" USING btree ("updated_at");
  CREATE INDEX "price_list_entries_created_at_idx" ON "price_list_entries" USING btree ("created_at");
  CREATE INDEX "shipping_carriers_methods_order_idx" ON "shipping_carriers_methods" USING btree ("order");
  CREATE INDEX "shipping_carriers_methods_parent_idx" ON "shipping_carriers_methods" USING btree ("parent_id");
  CREATE UNIQUE INDEX "shipping_carriers_slug_idx" ON "shipping_carriers" USING btree ("slug");
  CREATE INDEX "shipping_carriers_updated_at_idx" ON "shipping_carriers" USING btree ("updated_at");
  CREATE INDEX "shipping_carriers_created_at_idx" ON "shipping_carriers" USING btree ("created_at");
  CREATE UNIQUE INDEX "shipping_carriers_locales_locale_parent_id_unique" ON "shipping_carriers_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "shipping_rates_updated_at_idx" ON "shipping_rates" USING btree ("updated_at");
  CREATE INDEX "shipping_rates_created_at_idx" ON "shipping_rates" USING btree ("created_at");
  CREATE UNIQUE INDEX "shipping_zones_zip_idx" ON "shipping_zones" USING btree ("zip");
  CREATE INDEX "shipping_zones_updated_at_idx" ON "shipping_zones" USING btree ("updated_at");
  CREATE INDEX "shipping_zones_created_at_idx" ON "shipping_zones" USING btree ("created_at");
  CREATE INDEX "box_rules_zones_order_idx" ON "box_rules_zones" USING btree ("_order");
  CREATE INDEX "box_rules_zones_parent_id_idx" ON "box_rules_zones" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "box_rules_code_idx" ON "box_rules" USING btree ("code");
  CREATE INDEX "box_rules_family_idx" ON "box_rules" USING btree ("family");
  CREATE INDEX "box_rules_updated_at_idx" ON "box_rules" USING btree ("updated_at");
  CREATE INDEX "box_rules_created_at_idx" ON "box_rules" USING btree ("created_at");
  CREATE UNIQUE INDEX "cart_item_rules_pn_idx" ON "cart_item_rules" USING btree ("pn");
  CREATE INDEX "cart_item_rules_updated_at_idx" ON "cart_item_rules" USING btree ("updated_at");
  CREATE INDEX "cart_item_rules_created_at_idx" ON "cart_item_rules" USING btree ("created_at");
  CREATE INDEX "tax_rules_state_idx" ON "tax_rules" USING btree ("state");
  CREATE INDEX "tax_rules_updated_at_idx" ON "tax_rules" USING btree ("updated_at");
  CREATE INDEX "tax_rules_created_at_idx" ON "tax_rules" USING btree ("created_at");
  CREATE UNIQUE INDEX "countries_alpha2_idx" ON "countries" USING btree ("alpha2");
  CREATE INDEX "countries_updated_at_idx" ON "countries" USING btree ("updated_at");
  CREATE INDEX "countries_created_at_idx" ON "countries" USING btree ("created_at");
  CREATE UNIQUE INDEX "countries_locales_locale_parent_id_unique" ON "countries_locales" USING btree ("_locale","_parent_id");
  CREATE UNIQUE INDEX "customers_name_idx" ON "customers" USING btree ("name");
  CREATE INDEX "customers_primary_contact_idx" ON "customers" USING btree ("primary_contact_id");
  CREATE INDEX "customers_updated_at_idx" ON "customers" USING btree ("updated_at");
  CREATE INDEX "customers_created_at_idx" ON "customers" USING btree ("created_at");
  CREATE INDEX "contacts_customer_idx" ON "contacts" USING btree ("customer_id");
  CREATE INDEX "contacts_updated_at_idx" ON "contacts" USING btree ("updated_at");
  CREATE INDEX "contacts_created_at_idx" ON "contacts" USING btree ("created_at");
  CREATE UNIQUE INDEX "sales_reps_label_idx" ON "sales_reps" USING btree ("label");
  CREATE INDEX "sales_reps_updated_at_idx" ON "sales_reps" USING btree ("updated_at");
  CREATE INDEX "sales_reps_created_at_idx" ON "sales_reps" USING btree ("created_at");
  CREATE INDEX "sales_reps_texts_order_parent" ON "sales_reps_texts" USING btree ("order","parent_id");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_parts_fk" FOREIGN KEY ("parts_id") REFERENCES "public"."parts"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_part_prefixes_fk" FOREIGN KEY ("part_prefixes_id") REFERENCES "public"."part_prefixes"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_price_lists_fk" FOREIGN KEY ("price_lists_id") REFERENCES "public"."price_lists"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_price_list_entries_fk" FOREIGN KEY ("price_list_entries_id") REFERENCES "public"."price_list_entries"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_shipping_carriers_fk" FOREIGN KEY ("shipping_carriers_id") REFERENCES "public"."shipping_carriers"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_shipping_rates_fk" FOREIGN KEY ("shipping_rates_id") REFERENCES "public"."shipping_rates"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_shipping_zones_fk" FOREIGN KEY ("shipping_zones_id") REFERENCES "public"."shipping_zones"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_box_rules_fk" FOREIGN KEY ("box_rules_id") REFERENCES "public"."box_rules"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_cart_item_rules_fk" FOREIGN KEY ("cart_item_rules_id") REFERENCES "public"."cart_item_rules"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_tax_rules_fk" FOREIGN KEY ("tax_rules_id") REFERENCES "public"."tax_rules"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_countries_fk" FOREIGN KEY ("countries_id") REFERENCES "public"."countries"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_customers_fk" FOREIGN KEY ("customers_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_contacts_fk" FOREIGN KEY ("contacts_id") REFERENCES "public"."contacts"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_sales_reps_fk" FOREIGN KEY ("sales_reps_id") REFERENCES "public"."sales_reps"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_parts_id_idx" ON "payload_locked_documents_rels" USING btree ("parts_id");
  CREATE INDEX "payload_locked_documents_rels_part_prefixes_id_idx" ON "payload_locked_documents_rels" USING btree ("part_prefixes_id");
  CREATE INDEX "payload_locked_documents_rels_price_lists_id_idx" ON "payload_locked_documents_rels" USING btree ("price_lists_id");
  CREATE INDEX "payload_locked_documents_rels_price_list_entries_id_idx" ON "payload_locked_documents_rels" USING btree ("price_list_entries_id");
  CREATE INDEX "payload_locked_documents_rels_shipping_carriers_id_idx" ON "payload_locked_documents_rels" USING btree ("shipping_carriers_id");
  CREATE INDEX "payload_locked_documents_rels_shipping_rates_id_idx" ON "payload_locked_documents_rels" USING btree ("shipping_rates_id");
  CREATE INDEX "payload_locked_documents_rels_shipping_zones_id_idx" ON "payload_locked_documents_rels" USING btree ("shipping_zones_id");
  CREATE INDEX "payload_locked_documents_rels_box_rules_id_idx" ON "payload_locked_documents_rels" USING btree ("box_rules_id");
  CREATE INDEX "payload_locked_documents_rels_cart_item_rules_id_idx" ON "payload_locked_documents_rels" USING btree ("cart_item_rules_id");
  CREATE INDEX "payload_locked_documents_rels_tax_rules_id_idx" ON "payload_locked_documents_rels" USING btree ("tax_rules_id");
  CREATE INDEX "payload_locked_documents_rels_countries_id_idx" ON "payload_locked_documents_rels" USING btree ("countries_id");
  CREATE INDEX "payload_locked_documents_rels_customers_id_idx" ON "payload_locked_documents_rels" USING btree ("customers_id");
  CREATE INDEX "payload_locked_documents_rels_contacts_id_idx" ON "payload_locked_documents_rels" USING btree ("contacts_id");
  CREATE INDEX "payload_locked_documents_rels_sales_reps_id_idx" ON "payload_locked_documents_rels" USING btree ("sales_reps_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "parts" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "parts_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "part_prefixes" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "price_lists" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "price_list_entries" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "shipping_carriers_methods" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "shipping_carriers" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "shipping_carriers_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "shipping_rates" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "shipping_zones" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "box_rules_zones" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "box_rules" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "cart_item_rules" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "tax_rules" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "countries" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "countries_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "customers" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "contacts" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "sales_reps" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "sales_reps_texts" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "site_settings" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "shipping_settings" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "parts" CASCADE;
  DROP TABLE "parts_locales" CASCADE;
  DROP TABLE "part_prefixes" CASCADE;
  DROP TABLE "price_lists" CASCADE;
  DROP TABLE "price_list_entries" CASCADE;
  DROP TABLE "shipping_carriers_methods" CASCADE;
  DROP TABLE "shipping_carriers" CASCADE;
  DROP TABLE "shipping_carriers_locales" CASCADE;
  DROP TABLE "shipping_rates" CASCADE;
  DROP TABLE "shipping_zones" CASCADE;
  DROP TABLE "box_rules_zones" CASCADE;
  DROP TABLE "box_rules" CASCADE;
  DROP TABLE "cart_item_rules" CASCADE;
  DROP TABLE "tax_rules" CASCADE;
  DROP TABLE "countries" CASCADE;
  DROP TABLE "countries_locales" CASCADE;
  DROP TABLE "customers" CASCADE;
  DROP TABLE "contacts" CASCADE;
  DROP TABLE "sales_reps" CASCADE;
  DROP TABLE "sales_reps_texts" CASCADE;
  DROP TABLE "site_settings" CASCADE;
  DROP TABLE "shipping_settings" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_parts_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_part_prefixes_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_price_lists_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_price_list_entries_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_shipping_carriers_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_shipping_rates_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_shipping_zones_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_box_rules_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_cart_item_rules_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_tax_rules_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_countries_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_customers_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_contacts_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_sales_reps_fk";
  
  DROP INDEX "payload_locked_documents_rels_parts_id_idx";
  DROP INDEX "payload_locked_documents_rels_part_prefixes_id_idx";
  DROP INDEX "payload_locked_documents_rels_price_lists_id_idx";
  DROP INDEX "payload_locked_documents_rels_price_list_entries_id_idx";
  DROP INDEX "payload_locked_documents_rels_shipping_carriers_id_idx";
  DROP INDEX "payload_locked_documents_rels_shipping_rates_id_idx";
  DROP INDEX "payload_locked_documents_rels_shipping_zones_id_idx";
  DROP INDEX "payload_locked_documents_rels_box_rules_id_idx";
  DROP INDEX "payload_locked_documents_rels_cart_item_rules_id_idx";
  DROP INDEX "payload_locked_documents_rels_tax_rules_id_idx";
  DROP INDEX "payload_locked_documents_rels_countries_id_idx";
  DROP INDEX "payload_locked_documents_rels_customers_id_idx";
  DROP INDEX "payload_locked_documents_rels_contacts_id_idx";
  DROP INDEX "payload_locked_documents_rels_sales_reps_id_idx";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "parts_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "part_prefixes_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "price_lists_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "price_list_entries_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "shipping_carriers_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "shipping_rates_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "shipping_zones_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "box_rules_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "cart_item_rules_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "tax_rules_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "countries_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "customers_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "contacts_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "sales_reps_id";
  DROP TYPE "public"."enum_shipping_carriers_methods";`)
}
