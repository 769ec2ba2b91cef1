import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TABLE "warehouses" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"code" varchar NOT NULL,
  	"sequence" numeric DEFAULT 0,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "warehouses_locales" (
  	"name" varchar NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "stock" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"part_id" integer NOT NULL,
  	"warehouse_id" integer NOT NULL,
  	"on_hand" numeric DEFAULT 0 NOT NULL,
  	"next_receipt_date" timestamp(3) with time zone,
  	"next_receipt_qty" numeric,
  	"as_of" timestamp(3) with time zone,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "site_settings_availability_holidays" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"date" timestamp(3) with time zone NOT NULL,
  	"name" varchar
  );
  
  ALTER TABLE "products" ADD COLUMN "lead_time_days" numeric;
  ALTER TABLE "_products_v" ADD COLUMN "version_lead_time_days" numeric;
  ALTER TABLE "parts" ADD COLUMN "lead_time_days" numeric;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "warehouses_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "stock_id" integer;
  ALTER TABLE "site_settings" ADD COLUMN "availability_time_zone" varchar DEFAULT 'America/Chicago';
  ALTER TABLE "site_settings" ADD COLUMN "availability_cutoff" varchar DEFAULT '16:00';
  ALTER TABLE "site_settings" ADD COLUMN "availability_default_lead_time_days" numeric DEFAULT 10;
  ALTER TABLE "site_settings" ADD COLUMN "availability_stock_stale_after_minutes" numeric DEFAULT 60;
  ALTER TABLE "site_settings" ADD COLUMN "availability_split_shipment_fee" numeric DEFAULT 0;
  ALTER TABLE "warehouses_locales" ADD CONSTRAINT "warehouses_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."warehouses"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "stock" ADD CONSTRAINT "stock_part_id_parts_id_fk" FOREIGN KEY ("part_id") REFERENCES "public"."parts"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "stock" ADD CONSTRAINT "stock_warehouse_id_warehouses_id_fk" FOREIGN KEY ("warehouse_id") REFERENCES "public"."warehouses"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "site_settings_availability_holidays" ADD CONSTRAINT "site_settings_availability_holidays_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."site_settings"("id") ON DELETE cascade ON UPDATE no action;
  CREATE UNIQUE INDEX "warehouses_code_idx" ON "warehouses" USING btree ("code");
  CREATE INDEX "warehouses_updated_at_idx" ON "warehouses" USING btree ("updated_at");
  CREATE INDEX "warehouses_created_at_idx" ON "warehouses" USING btree ("created_at");
  CREATE UNIQUE INDEX "warehouses_locales_locale_parent_id_unique" ON "warehouses_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "stock_part_idx" ON "stock" USING btree ("part_id");
  CREATE INDEX "stock_warehouse_idx" ON "stock" USING btree ("warehouse_id");
  CREATE INDEX "stock_updated_at_idx" ON "stock" USING btree ("updated_at");
  CREATE INDEX "stock_created_at_idx" ON "stock" USING btree ("created_at");
  CREATE UNIQUE INDEX "part_warehouse_idx" ON "stock" USING btree ("part_id","warehouse_id");
  CREATE INDEX "site_settings_availability_holidays_order_idx" ON "site_settings_availability_holidays" USING btree ("_order");
  CREATE INDEX "site_settings_availability_holidays_parent_id_idx" ON "site_settings_availability_holidays" USING btree ("_parent_id");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_warehouses_fk" FOREIGN KEY ("warehouses_id") REFERENCES "public"."warehouses"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_stock_fk" FOREIGN KEY ("stock_id") REFERENCES "public"."stock"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_warehouses_id_idx" ON "payload_locked_documents_rels" USING btree ("warehouses_id");
  CREATE INDEX "payload_locked_documents_rels_stock_id_idx" ON "payload_locked_documents_rels" USING btree ("stock_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "warehouses" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "warehouses_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "stock" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "site_settings_availability_holidays" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "warehouses" CASCADE;
  DROP TABLE "warehouses_locales" CASCADE;
  DROP TABLE "stock" CASCADE;
  DROP TABLE "site_settings_availability_holidays" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_warehouses_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_stock_fk";
  
  DROP INDEX "payload_locked_documents_rels_warehouses_id_idx";
  DROP INDEX "payload_locked_documents_rels_stock_id_idx";
  ALTER TABLE "products" DROP COLUMN "lead_time_days";
  ALTER TABLE "_products_v" DROP COLUMN "version_lead_time_days";
  ALTER TABLE "parts" DROP COLUMN "lead_time_days";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "warehouses_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "stock_id";
  ALTER TABLE "site_settings" DROP COLUMN "availability_time_zone";
  ALTER TABLE "site_settings" DROP COLUMN "availability_cutoff";
  ALTER TABLE "site_settings" DROP COLUMN "availability_default_lead_time_days";
  ALTER TABLE "site_settings" DROP COLUMN "availability_stock_stale_after_minutes";
  ALTER TABLE "site_settings" DROP COLUMN "availability_split_shipment_fee";`)
}
