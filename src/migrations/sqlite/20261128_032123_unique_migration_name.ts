import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  // A migration two runs both recorded before this index is kept once: its first row.
  await db.run(sql`DELETE FROM \`payload_migrations\` WHERE \`name\` IS NOT NULL AND \`id\` NOT IN (SELECT min(\`id\`) FROM \`payload_migrations\` WHERE \`name\` IS NOT NULL GROUP BY \`name\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`payload_migrations_name_idx\` ON \`payload_migrations\` (\`name\`);`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP INDEX \`payload_migrations_name_idx\`;`)
}
