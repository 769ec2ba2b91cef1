import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  // A migration two instances both ran before this index (issue 25) is kept once: its first row.
  await db.execute(sql`
   DELETE FROM "payload_migrations" dup USING "payload_migrations" kept WHERE dup."name" = kept."name" AND dup."id" > kept."id";
   CREATE UNIQUE INDEX "payload_migrations_name_idx" ON "payload_migrations" USING btree ("name");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DROP INDEX "payload_migrations_name_idx";`)
}
