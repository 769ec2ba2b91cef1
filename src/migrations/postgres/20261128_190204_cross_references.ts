import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_cross_references_match" AS ENUM('exact', 'functional', 'partial');
  CREATE TABLE "cross_references" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"brand" varchar NOT NULL,
  	"competitor_pn" varchar NOT NULL,
  	"competitor_key" varchar,
  	"part_id" integer,
  	"series_id" integer,
  	"match" "enum_cross_references_match" DEFAULT 'exact' NOT NULL,
  	"attributes" jsonb,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "cross_references_locales" (
  	"note" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "supersessions" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"old_pn" varchar NOT NULL,
  	"old_key" varchar,
  	"replacement_pn" varchar NOT NULL,
  	"replacement_key" varchar,
  	"since" timestamp(3) with time zone,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "supersessions_locales" (
  	"reason" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "cross_references_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "supersessions_id" integer;
  ALTER TABLE "cross_references" ADD CONSTRAINT "cross_references_part_id_parts_id_fk" FOREIGN KEY ("part_id") REFERENCES "public"."parts"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "cross_references" ADD CONSTRAINT "cross_references_series_id_products_id_fk" FOREIGN KEY ("series_id") REFERENCES "public"."products"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "cross_references_locales" ADD CONSTRAINT "cross_references_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."cross_references"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "supersessions_locales" ADD CONSTRAINT "supersessions_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."supersessions"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "cross_references_brand_idx" ON "cross_references" USING btree ("brand");
  CREATE INDEX "cross_references_competitor_key_idx" ON "cross_references" USING btree ("competitor_key");
  CREATE INDEX "cross_references_part_idx" ON "cross_references" USING btree ("part_id");
  CREATE INDEX "cross_references_series_idx" ON "cross_references" USING btree ("series_id");
  CREATE INDEX "cross_references_updated_at_idx" ON "cross_references" USING btree ("updated_at");
  CREATE INDEX "cross_references_created_at_idx" ON "cross_references" USING btree ("created_at");
  CREATE UNIQUE INDEX "cross_references_locales_locale_parent_id_unique" ON "cross_references_locales" USING btree ("_locale","_parent_id");
  CREATE UNIQUE INDEX "supersessions_old_key_idx" ON "supersessions" USING btree ("old_key");
  CREATE INDEX "supersessions_replacement_key_idx" ON "supersessions" USING btree ("replacement_key");
  CREATE INDEX "supersessions_updated_at_idx" ON "supersessions" USING btree ("updated_at");
  CREATE INDEX "supersessions_created_at_idx" ON "supersessions" USING btree ("created_at");
  CREATE UNIQUE INDEX "supersessions_locales_locale_parent_id_unique" ON "supersessions_locales" USING btree ("_locale","_parent_id");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_cross_references_fk" FOREIGN KEY ("cross_references_id") REFERENCES "public"."cross_references"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_supersessions_fk" FOREIGN KEY ("supersessions_id") REFERENCES "public"."supersessions"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_cross_references_id_idx" ON "payload_locked_documents_rels" USING btree ("cross_references_id");
  CREATE INDEX "payload_locked_documents_rels_supersessions_id_idx" ON "payload_locked_documents_rels" USING btree ("supersessions_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "cross_references" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "cross_references_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "supersessions" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "supersessions_locales" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "cross_references" CASCADE;
  DROP TABLE "cross_references_locales" CASCADE;
  DROP TABLE "supersessions" CASCADE;
  DROP TABLE "supersessions_locales" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_cross_references_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_supersessions_fk";
  
  DROP INDEX "payload_locked_documents_rels_cross_references_id_idx";
  DROP INDEX "payload_locked_documents_rels_supersessions_id_idx";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "cross_references_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "supersessions_id";
  DROP TYPE "public"."enum_cross_references_match";`)
}
