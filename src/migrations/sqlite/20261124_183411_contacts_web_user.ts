import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`contacts\` ADD \`web_user_id\` integer REFERENCES web_users(id) ON DELETE set null;`)
  await db.run(sql`CREATE INDEX \`contacts_web_user_idx\` ON \`contacts\` (\`web_user_id\`);`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`PRAGMA foreign_keys=OFF;`)
  await db.run(sql`CREATE TABLE \`__new_contacts\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`customer_id\` integer,
  	\`name_company\` text,
  	\`name_first\` text,
  	\`name_last\` text,
  	\`phone1\` text,
  	\`address_line1\` text,
  	\`address_line2\` text,
  	\`address_city\` text,
  	\`address_state\` text,
  	\`address_postal_code\` text,
  	\`address_country\` text DEFAULT 'US',
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`customer_id\`) REFERENCES \`customers\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`INSERT INTO \`__new_contacts\`("id", "customer_id", "name_company", "name_first", "name_last", "phone1", "address_line1", "address_line2", "address_city", "address_state", "address_postal_code", "address_country", "updated_at", "created_at") SELECT "id", "customer_id", "name_company", "name_first", "name_last", "phone1", "address_line1", "address_line2", "address_city", "address_state", "address_postal_code", "address_country", "updated_at", "created_at" FROM \`contacts\`;`)
  await db.run(sql`DROP TABLE \`contacts\`;`)
  await db.run(sql`ALTER TABLE \`__new_contacts\` RENAME TO \`contacts\`;`)
  await db.run(sql`PRAGMA foreign_keys=ON;`)
  await db.run(sql`CREATE INDEX \`contacts_customer_idx\` ON \`contacts\` (\`customer_id\`);`)
  await db.run(sql`CREATE INDEX \`contacts_updated_at_idx\` ON \`contacts\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`contacts_created_at_idx\` ON \`contacts\` (\`created_at\`);`)
}
