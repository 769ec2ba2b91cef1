import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "orders_lines" ADD COLUMN "quote_number" varchar;
  ALTER TABLE "orders" ADD COLUMN "quote_numbers" varchar;
  CREATE INDEX "orders_quote_numbers_idx" ON "orders" USING btree ("quote_numbers");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DROP INDEX "orders_quote_numbers_idx";
  ALTER TABLE "orders_lines" DROP COLUMN "quote_number";
  ALTER TABLE "orders" DROP COLUMN "quote_numbers";`)
}
