import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "quotes" ADD COLUMN "idempotency_key" varchar;
  CREATE UNIQUE INDEX "buyerEmail_idempotencyKey_1_idx" ON "quotes" USING btree ("buyer_email","idempotency_key");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DROP INDEX "buyerEmail_idempotencyKey_1_idx";
  ALTER TABLE "quotes" DROP COLUMN "idempotency_key";`)
}
