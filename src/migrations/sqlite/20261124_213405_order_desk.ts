import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`orders_shipments\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`carrier\` text DEFAULT 'fedex' NOT NULL,
  	\`tracking_number\` text NOT NULL,
  	\`shipped_at\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`orders\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`orders_shipments_order_idx\` ON \`orders_shipments\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`orders_shipments_parent_id_idx\` ON \`orders_shipments\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`orders_status_history\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`status\` text NOT NULL,
  	\`at\` text NOT NULL,
  	\`by\` text,
  	\`note\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`orders\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`orders_status_history_order_idx\` ON \`orders_status_history\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`orders_status_history_parent_id_idx\` ON \`orders_status_history\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`payload_jobs_log\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`executed_at\` text NOT NULL,
  	\`completed_at\` text NOT NULL,
  	\`task_slug\` text NOT NULL,
  	\`task_i_d\` text NOT NULL,
  	\`input\` text,
  	\`output\` text,
  	\`state\` text NOT NULL,
  	\`error\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`payload_jobs\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`payload_jobs_log_order_idx\` ON \`payload_jobs_log\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`payload_jobs_log_parent_id_idx\` ON \`payload_jobs_log\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`payload_jobs\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`input\` text,
  	\`completed_at\` text,
  	\`total_tried\` numeric DEFAULT 0,
  	\`has_error\` integer DEFAULT false,
  	\`error\` text,
  	\`task_slug\` text,
  	\`queue\` text DEFAULT 'default',
  	\`wait_until\` text,
  	\`processing\` integer DEFAULT false,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`CREATE INDEX \`payload_jobs_completed_at_idx\` ON \`payload_jobs\` (\`completed_at\`);`)
  await db.run(sql`CREATE INDEX \`payload_jobs_total_tried_idx\` ON \`payload_jobs\` (\`total_tried\`);`)
  await db.run(sql`CREATE INDEX \`payload_jobs_has_error_idx\` ON \`payload_jobs\` (\`has_error\`);`)
  await db.run(sql`CREATE INDEX \`payload_jobs_task_slug_idx\` ON \`payload_jobs\` (\`task_slug\`);`)
  await db.run(sql`CREATE INDEX \`payload_jobs_queue_idx\` ON \`payload_jobs\` (\`queue\`);`)
  await db.run(sql`CREATE INDEX \`payload_jobs_wait_until_idx\` ON \`payload_jobs\` (\`wait_until\`);`)
  await db.run(sql`CREATE INDEX \`payload_jobs_processing_idx\` ON \`payload_jobs\` (\`processing\`);`)
  await db.run(sql`CREATE INDEX \`payload_jobs_updated_at_idx\` ON \`payload_jobs\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`payload_jobs_created_at_idx\` ON \`payload_jobs\` (\`created_at\`);`)
  await db.run(sql`ALTER TABLE \`orders\` ADD \`cancel_reason\` text;`)
  await db.run(sql`ALTER TABLE \`orders\` ADD \`shipping_quote\` numeric;`)
  await db.run(sql`ALTER TABLE \`orders\` ADD \`shipping_quoted_at\` text;`)
  await db.run(sql`ALTER TABLE \`orders\` ADD \`rep_id\` integer REFERENCES sales_reps(id);`)
  await db.run(sql`CREATE INDEX \`orders_status_idx\` ON \`orders\` (\`status\`);`)
  await db.run(sql`CREATE INDEX \`orders_rep_idx\` ON \`orders\` (\`rep_id\`);`)
  // Hand-written: the order desk's state machine renames two statuses (src/domain/orderStatus.ts).
  await db.run(sql`UPDATE \`orders\` SET \`status\` = 'confirmed' WHERE \`status\` = 'processing';`)
  await db.run(sql`UPDATE \`orders\` SET \`status\` = 'delivered' WHERE \`status\` = 'completed';`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  // Hand-written: the statuses back to their old names.
  await db.run(sql`UPDATE \`orders\` SET \`status\` = 'processing' WHERE \`status\` = 'confirmed';`)
  await db.run(sql`UPDATE \`orders\` SET \`status\` = 'completed' WHERE \`status\` = 'delivered';`)
  await db.run(sql`DROP TABLE \`orders_shipments\`;`)
  await db.run(sql`DROP TABLE \`orders_status_history\`;`)
  await db.run(sql`DROP TABLE \`payload_jobs_log\`;`)
  await db.run(sql`DROP TABLE \`payload_jobs\`;`)
  await db.run(sql`PRAGMA foreign_keys=OFF;`)
  await db.run(sql`CREATE TABLE \`__new_orders\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`number\` text NOT NULL,
  	\`status\` text DEFAULT 'received' NOT NULL,
  	\`notes\` text,
  	\`buyer_note\` text,
  	\`web_user_id\` integer,
  	\`buyer_email\` text NOT NULL,
  	\`customer_id\` integer,
  	\`idempotency_key\` text NOT NULL,
  	\`cart_ref\` text NOT NULL,
  	\`locale\` text,
  	\`payment\` text NOT NULL,
  	\`po_number\` text,
  	\`carrier\` text,
  	\`method\` text,
  	\`carrier_account\` text,
  	\`subtotal\` numeric,
  	\`item_tariff\` numeric,
  	\`global_tariff\` numeric,
  	\`handling_fee\` numeric,
  	\`non_standard_package_fee\` numeric,
  	\`international_terms_fee\` numeric,
  	\`shipping\` numeric,
  	\`shipping_tbd\` integer,
  	\`free_ground\` integer,
  	\`shipping_label\` text,
  	\`tax_rate\` numeric,
  	\`tax\` numeric,
  	\`total\` numeric,
  	\`shipping_address_contact_id\` numeric,
  	\`shipping_address_name_company\` text,
  	\`shipping_address_name_first\` text,
  	\`shipping_address_name_last\` text,
  	\`shipping_address_phone1\` text,
  	\`shipping_address_address_line1\` text,
  	\`shipping_address_address_line2\` text,
  	\`shipping_address_address_city\` text,
  	\`shipping_address_address_state\` text,
  	\`shipping_address_address_postal_code\` text,
  	\`shipping_address_address_country\` text,
  	\`billing_address_contact_id\` numeric,
  	\`billing_address_name_company\` text,
  	\`billing_address_name_first\` text,
  	\`billing_address_name_last\` text,
  	\`billing_address_phone1\` text,
  	\`billing_address_address_line1\` text,
  	\`billing_address_address_line2\` text,
  	\`billing_address_address_city\` text,
  	\`billing_address_address_state\` text,
  	\`billing_address_address_postal_code\` text,
  	\`billing_address_address_country\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`web_user_id\`) REFERENCES \`web_users\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`customer_id\`) REFERENCES \`customers\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`INSERT INTO \`__new_orders\`("id", "number", "status", "notes", "buyer_note", "web_user_id", "buyer_email", "customer_id", "idempotency_key", "cart_ref", "locale", "payment", "po_number", "carrier", "method", "carrier_account", "subtotal", "item_tariff", "global_tariff", "handling_fee", "non_standard_package_fee", "international_terms_fee", "shipping", "shipping_tbd", "free_ground", "shipping_label", "tax_rate", "tax", "total", "shipping_address_contact_id", "shipping_address_name_company", "shipping_address_name_first", "shipping_address_name_last", "shipping_address_phone1", "shipping_address_address_line1", "shipping_address_address_line2", "shipping_address_address_city", "shipping_address_address_state", "shipping_address_address_postal_code", "shipping_address_address_country", "billing_address_contact_id", "billing_address_name_company", "billing_address_name_first", "billing_address_name_last", "billing_address_phone1", "billing_address_address_line1", "billing_address_address_line2", "billing_address_address_city", "billing_address_address_state", "billing_address_address_postal_code", "billing_address_address_country", "updated_at", "created_at") SELECT "id", "number", "status", "notes", "buyer_note", "web_user_id", "buyer_email", "customer_id", "idempotency_key", "cart_ref", "locale", "payment", "po_number", "carrier", "method", "carrier_account", "subtotal", "item_tariff", "global_tariff", "handling_fee", "non_standard_package_fee", "international_terms_fee", "shipping", "shipping_tbd", "free_ground", "shipping_label", "tax_rate", "tax", "total", "shipping_address_contact_id", "shipping_address_name_company", "shipping_address_name_first", "shipping_address_name_last", "shipping_address_phone1", "shipping_address_address_line1", "shipping_address_address_line2", "shipping_address_address_city", "shipping_address_address_state", "shipping_address_address_postal_code", "shipping_address_address_country", "billing_address_contact_id", "billing_address_name_company", "billing_address_name_first", "billing_address_name_last", "billing_address_phone1", "billing_address_address_line1", "billing_address_address_line2", "billing_address_address_city", "billing_address_address_state", "billing_address_address_postal_code", "billing_address_address_country", "updated_at", "created_at" FROM \`orders\`;`)
  await db.run(sql`DROP TABLE \`orders\`;`)
  await db.run(sql`ALTER TABLE \`__new_orders\` RENAME TO \`orders\`;`)
  await db.run(sql`PRAGMA foreign_keys=ON;`)
  await db.run(sql`CREATE UNIQUE INDEX \`orders_number_idx\` ON \`orders\` (\`number\`);`)
  await db.run(sql`CREATE INDEX \`orders_web_user_idx\` ON \`orders\` (\`web_user_id\`);`)
  await db.run(sql`CREATE INDEX \`orders_buyer_email_idx\` ON \`orders\` (\`buyer_email\`);`)
  await db.run(sql`CREATE INDEX \`orders_customer_idx\` ON \`orders\` (\`customer_id\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`orders_cart_ref_idx\` ON \`orders\` (\`cart_ref\`);`)
  await db.run(sql`CREATE INDEX \`orders_updated_at_idx\` ON \`orders\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`orders_created_at_idx\` ON \`orders\` (\`created_at\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`buyerEmail_idempotencyKey_idx\` ON \`orders\` (\`buyer_email\`,\`idempotency_key\`);`)
}
