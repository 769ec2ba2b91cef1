import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "contacts" ADD COLUMN "web_user_id" integer;
  ALTER TABLE "contacts" ADD CONSTRAINT "contacts_web_user_id_web_users_id_fk" FOREIGN KEY ("web_user_id") REFERENCES "public"."web_users"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "contacts_web_user_idx" ON "contacts" USING btree ("web_user_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "contacts" DROP CONSTRAINT "contacts_web_user_id_web_users_id_fk";
  
  DROP INDEX "contacts_web_user_idx";
  ALTER TABLE "contacts" DROP COLUMN "web_user_id";`)
}
