import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_orders_shipments_carrier" AS ENUM('fedex', 'ups', 'dhl', 'other');
  CREATE TYPE "public"."enum_orders_status_history_status" AS ENUM('awaiting-card-payment', 'received', 'confirmed', 'shipped', 'delivered', 'cancelled');
  CREATE TYPE "public"."enum_payload_jobs_log_task_slug" AS ENUM('inline', 'orderWebhook');
  CREATE TYPE "public"."enum_payload_jobs_log_state" AS ENUM('failed', 'succeeded');
  CREATE TYPE "public"."enum_payload_jobs_task_slug" AS ENUM('inline', 'orderWebhook');
  CREATE TABLE "orders_shipments" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"carrier" "enum_orders_shipments_carrier" DEFAULT 'fedex' NOT NULL,
  	"tracking_number" varchar NOT NULL,
  	"shipped_at" timestamp(3) with time zone
  );
  
  CREATE TABLE "orders_status_history" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"status" "enum_orders_status_history_status" NOT NULL,
  	"at" timestamp(3) with time zone NOT NULL,
  	"by" varchar,
  	"note" varchar
  );
  
  CREATE TABLE "payload_jobs_log" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"executed_at" timestamp(3) with time zone NOT NULL,
  	"completed_at" timestamp(3) with time zone NOT NULL,
  	"task_slug" "enum_payload_jobs_log_task_slug" NOT NULL,
  	"task_i_d" varchar NOT NULL,
  	"input" jsonb,
  	"output" jsonb,
  	"state" "enum_payload_jobs_log_state" NOT NULL,
  	"error" jsonb
  );
  
  CREATE TABLE "payload_jobs" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"input" jsonb,
  	"completed_at" timestamp(3) with time zone,
  	"total_tried" numeric DEFAULT 0,
  	"has_error" boolean DEFAULT false,
  	"error" jsonb,
  	"task_slug" "enum_payload_jobs_task_slug",
  	"queue" varchar DEFAULT 'default',
  	"wait_until" timestamp(3) with time zone,
  	"processing" boolean DEFAULT false,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "orders" ALTER COLUMN "status" SET DATA TYPE text;
  ALTER TABLE "orders" ALTER COLUMN "status" SET DEFAULT 'received'::text;
  -- Hand-written: the order desk's state machine renames two statuses (src/domain/orderStatus.ts).
  UPDATE "orders" SET "status" = 'confirmed' WHERE "status" = 'processing';
  UPDATE "orders" SET "status" = 'delivered' WHERE "status" = 'completed';
  DROP TYPE "public"."enum_orders_status";
  CREATE TYPE "public"."enum_orders_status" AS ENUM('awaiting-card-payment', 'received', 'confirmed', 'shipped', 'delivered', 'cancelled');
  ALTER TABLE "orders" ALTER COLUMN "status" SET DEFAULT 'received'::"public"."enum_orders_status";
  ALTER TABLE "orders" ALTER COLUMN "status" SET DATA TYPE "public"."enum_orders_status" USING "status"::"public"."enum_orders_status";
  ALTER TABLE "orders" ADD COLUMN "cancel_reason" varchar;
  ALTER TABLE "orders" ADD COLUMN "shipping_quote" numeric;
  ALTER TABLE "orders" ADD COLUMN "shipping_quoted_at" timestamp(3) with time zone;
  ALTER TABLE "orders" ADD COLUMN "rep_id" integer;
  ALTER TABLE "orders_shipments" ADD CONSTRAINT "orders_shipments_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "orders_status_history" ADD CONSTRAINT "orders_status_history_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_jobs_log" ADD CONSTRAINT "payload_jobs_log_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."payload_jobs"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "orders_shipments_order_idx" ON "orders_shipments" USING btree ("_order");
  CREATE INDEX "orders_shipments_parent_id_idx" ON "orders_shipments" USING btree ("_parent_id");
  CREATE INDEX "orders_status_history_order_idx" ON "orders_status_history" USING btree ("_order");
  CREATE INDEX "orders_status_history_parent_id_idx" ON "orders_status_history" USING btree ("_parent_id");
  CREATE INDEX "payload_jobs_log_order_idx" ON "payload_jobs_log" USING btree ("_order");
  CREATE INDEX "payload_jobs_log_parent_id_idx" ON "payload_jobs_log" USING btree ("_parent_id");
  CREATE INDEX "payload_jobs_completed_at_idx" ON "payload_jobs" USING btree ("completed_at");
  CREATE INDEX "payload_jobs_total_tried_idx" ON "payload_jobs" USING btree ("total_tried");
  CREATE INDEX "payload_jobs_has_error_idx" ON "payload_jobs" USING btree ("has_error");
  CREATE INDEX "payload_jobs_task_slug_idx" ON "payload_jobs" USING btree ("task_slug");
  CREATE INDEX "payload_jobs_queue_idx" ON "payload_jobs" USING btree ("queue");
  CREATE INDEX "payload_jobs_wait_until_idx" ON "payload_jobs" USING btree ("wait_until");
  CREATE INDEX "payload_jobs_processing_idx" ON "payload_jobs" USING btree ("processing");
  CREATE INDEX "payload_jobs_updated_at_idx" ON "payload_jobs" USING btree ("updated_at");
  CREATE INDEX "payload_jobs_created_at_idx" ON "payload_jobs" USING btree ("created_at");
  ALTER TABLE "orders" ADD CONSTRAINT "orders_rep_id_sales_reps_id_fk" FOREIGN KEY ("rep_id") REFERENCES "public"."sales_reps"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "orders_status_idx" ON "orders" USING btree ("status");
  CREATE INDEX "orders_rep_idx" ON "orders" USING btree ("rep_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "orders_shipments" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "orders_status_history" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "payload_jobs_log" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "payload_jobs" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "orders_shipments" CASCADE;
  DROP TABLE "orders_status_history" CASCADE;
  DROP TABLE "payload_jobs_log" CASCADE;
  DROP TABLE "payload_jobs" CASCADE;
  ALTER TABLE "orders" DROP CONSTRAINT "orders_rep_id_sales_reps_id_fk";
  
  ALTER TABLE "orders" ALTER COLUMN "status" SET DATA TYPE text;
  ALTER TABLE "orders" ALTER COLUMN "status" SET DEFAULT 'received'::text;
  -- Hand-written: the statuses back to their old names.
  UPDATE "orders" SET "status" = 'processing' WHERE "status" = 'confirmed';
  UPDATE "orders" SET "status" = 'completed' WHERE "status" = 'delivered';
  DROP TYPE "public"."enum_orders_status";
  CREATE TYPE "public"."enum_orders_status" AS ENUM('received', 'awaiting-card-payment', 'processing', 'shipped', 'completed', 'cancelled');
  ALTER TABLE "orders" ALTER COLUMN "status" SET DEFAULT 'received'::"public"."enum_orders_status";
  ALTER TABLE "orders" ALTER COLUMN "status" SET DATA TYPE "public"."enum_orders_status" USING "status"::"public"."enum_orders_status";
  DROP INDEX "orders_status_idx";
  DROP INDEX "orders_rep_idx";
  ALTER TABLE "orders" DROP COLUMN "cancel_reason";
  ALTER TABLE "orders" DROP COLUMN "shipping_quote";
  ALTER TABLE "orders" DROP COLUMN "shipping_quoted_at";
  ALTER TABLE "orders" DROP COLUMN "rep_id";
  DROP TYPE "public"."enum_orders_shipments_carrier";
  DROP TYPE "public"."enum_orders_status_history_status";
  DROP TYPE "public"."enum_payload_jobs_log_task_slug";
  DROP TYPE "public"."enum_payload_jobs_log_state";
  DROP TYPE "public"."enum_payload_jobs_task_slug";`)
}
