import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`parts\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`pn\` text NOT NULL,
  	\`product_id\` integer,
  	\`category_id\` integer,
  	\`list_price\` numeric NOT NULL,
  	\`pkgqty\` numeric DEFAULT 1 NOT NULL,
  	\`tariff\` integer DEFAULT false,
  	\`tariff_rate\` numeric,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`product_id\`) REFERENCES \`products\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`category_id\`) REFERENCES \`categories\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`parts_pn_idx\` ON \`parts\` (\`pn\`);`)
  await db.run(sql`CREATE INDEX \`parts_product_idx\` ON \`parts\` (\`product_id\`);`)
  await db.run(sql`CREATE INDEX \`parts_category_idx\` ON \`parts\` (\`category_id\`);`)
  await db.run(sql`CREATE INDEX \`parts_updated_at_idx\` ON \`parts\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`parts_created_at_idx\` ON \`parts\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`parts_locales\` (
  	\`lead_time_note\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`parts\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`parts_locales_locale_parent_id_unique\` ON \`parts_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`part_prefixes\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`title\` text NOT NULL,
  	\`discount_schedule\` text,
  	\`is_public\` integer DEFAULT true,
  	\`product_id\` integer,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`product_id\`) REFERENCES \`products\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`part_prefixes_title_idx\` ON \`part_prefixes\` (\`title\`);`)
  await db.run(sql`CREATE INDEX \`part_prefixes_product_idx\` ON \`part_prefixes\` (\`product_id\`);`)
  await db.run(sql`CREATE INDEX \`part_prefixes_updated_at_idx\` ON \`part_prefixes\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`part_prefixes_created_at_idx\` ON \`part_prefixes\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`price_lists\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`name\` text NOT NULL,
  	\`description\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`price_lists_name_idx\` ON \`price_lists\` (\`name\`);`)
  await db.run(sql`CREATE INDEX \`price_lists_updated_at_idx\` ON \`price_lists\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`price_lists_created_at_idx\` ON \`price_lists\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`price_list_entries\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`price_list_id\` integer NOT NULL,
  	\`item\` text,
  	\`schedule\` text,
  	\`value_type\` text DEFAULT '% Discount' NOT NULL,
  	\`value\` numeric NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`price_list_id\`) REFERENCES \`price_lists\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`price_list_entries_price_list_idx\` ON \`price_list_entries\` (\`price_list_id\`);`)
  await db.run(sql`CREATE INDEX \`price_list_entries_item_idx\` ON \`price_list_entries\` (\`item\`);`)
  await db.run(sql`CREATE INDEX \`price_list_entries_schedule_idx\` ON \`price_list_entries\` (\`schedule\`);`)
  await db.run(sql`CREATE INDEX \`price_list_entries_updated_at_idx\` ON \`price_list_entries\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`price_list_entries_created_at_idx\` ON \`price_list_entries\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`shipping_carriers_methods\` (
  	\`order\` integer NOT NULL,
  	\`parent_id\` integer NOT NULL,
  	\`value\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`shipping_carriers\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`shipping_carriers_methods_order_idx\` ON \`shipping_carriers_methods\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`shipping_carriers_methods_parent_idx\` ON \`shipping_carriers_methods\` (\`parent_id\`);`)
  await db.run(sql`CREATE TABLE \`shipping_carriers\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`slug\` text NOT NULL,
  	\`sequence\` numeric DEFAULT 0 NOT NULL,
  	\`is_international\` integer DEFAULT true,
  	\`min_subtotal_thresholdvalue\` numeric,
  	\`collect\` integer DEFAULT false,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`shipping_carriers_slug_idx\` ON \`shipping_carriers\` (\`slug\`);`)
  await db.run(sql`CREATE INDEX \`shipping_carriers_updated_at_idx\` ON \`shipping_carriers\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`shipping_carriers_created_at_idx\` ON \`shipping_carriers\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`shipping_carriers_locales\` (
  	\`title\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`shipping_carriers\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`shipping_carriers_locales_locale_parent_id_unique\` ON \`shipping_carriers_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`shipping_rates\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`min\` numeric NOT NULL,
  	\`max\` numeric NOT NULL,
  	\`ground\` numeric NOT NULL,
  	\`ground_dist\` numeric NOT NULL,
  	\`air2day\` numeric NOT NULL,
  	\`air1day\` numeric NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`CREATE INDEX \`shipping_rates_updated_at_idx\` ON \`shipping_rates\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`shipping_rates_created_at_idx\` ON \`shipping_rates\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`shipping_zones\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`zip\` text NOT NULL,
  	\`zone\` numeric NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`shipping_zones_zip_idx\` ON \`shipping_zones\` (\`zip\`);`)
  await db.run(sql`CREATE INDEX \`shipping_zones_updated_at_idx\` ON \`shipping_zones\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`shipping_zones_created_at_idx\` ON \`shipping_zones\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`box_rules_zones\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`zone\` numeric NOT NULL,
  	\`spq_box_price\` numeric NOT NULL,
  	\`non_box_price\` numeric NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`box_rules\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`box_rules_zones_order_idx\` ON \`box_rules_zones\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`box_rules_zones_parent_id_idx\` ON \`box_rules_zones\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`box_rules\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`code\` text NOT NULL,
  	\`family\` text NOT NULL,
  	\`spq_box_count\` numeric NOT NULL,
  	\`non_box_count\` numeric NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`box_rules_code_idx\` ON \`box_rules\` (\`code\`);`)
  await db.run(sql`CREATE INDEX \`box_rules_family_idx\` ON \`box_rules\` (\`family\`);`)
  await db.run(sql`CREATE INDEX \`box_rules_updated_at_idx\` ON \`box_rules\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`box_rules_created_at_idx\` ON \`box_rules\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`cart_item_rules\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`pn\` text NOT NULL,
  	\`exempt_from_free_shipping\` integer DEFAULT false,
  	\`lead_time10_days\` integer DEFAULT false,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`cart_item_rules_pn_idx\` ON \`cart_item_rules\` (\`pn\`);`)
  await db.run(sql`CREATE INDEX \`cart_item_rules_updated_at_idx\` ON \`cart_item_rules\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`cart_item_rules_created_at_idx\` ON \`cart_item_rules\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`tax_rules\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`state\` text NOT NULL,
  	\`zip_codes\` text DEFAULT '*' NOT NULL,
  	\`rate\` numeric NOT NULL,
  	\`tax_shipping\` integer DEFAULT false,
  	\`sequence\` numeric DEFAULT 0 NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`CREATE INDEX \`tax_rules_state_idx\` ON \`tax_rules\` (\`state\`);`)
  await db.run(sql`CREATE INDEX \`tax_rules_updated_at_idx\` ON \`tax_rules\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`tax_rules_created_at_idx\` ON \`tax_rules\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`countries\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`alpha2\` text NOT NULL,
  	\`alpha3\` text NOT NULL,
  	\`phone_code\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`countries_alpha2_idx\` ON \`countries\` (\`alpha2\`);`)
  await db.run(sql`CREATE INDEX \`countries_updated_at_idx\` ON \`countries\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`countries_created_at_idx\` ON \`countries\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`countries_locales\` (
  	\`name\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`countries\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`countries_locales_locale_parent_id_unique\` ON \`countries_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`customers\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`name\` text NOT NULL,
  	\`taxable\` integer DEFAULT true,
  	\`primary_contact_id\` integer,
  	\`price_list\` text DEFAULT 'OEM',
  	\`ar_term\` text DEFAULT 'CREDIT CARD',
  	\`cust_type\` text,
  	\`is_free_ground_at\` numeric,
  	\`territory\` text,
  	\`cust_rep\` text,
  	\`segment\` numeric DEFAULT 5,
  	\`tax_verification_note\` text,
  	\`tax_verification_completed\` integer DEFAULT false,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`primary_contact_id\`) REFERENCES \`contacts\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`customers_name_idx\` ON \`customers\` (\`name\`);`)
  await db.run(sql`CREATE INDEX \`customers_primary_contact_idx\` ON \`customers\` (\`primary_contact_id\`);`)
  await db.run(sql`CREATE INDEX \`customers_updated_at_idx\` ON \`customers\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`customers_created_at_idx\` ON \`customers\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`contacts\` (
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
  await db.run(sql`CREATE INDEX \`contacts_customer_idx\` ON \`contacts\` (\`customer_id\`);`)
  await db.run(sql`CREATE INDEX \`contacts_updated_at_idx\` ON \`contacts\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`contacts_created_at_idx\` ON \`contacts\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`sales_reps\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`label\` text NOT NULL,
  	\`rep\` text NOT NULL,
  	\`territory\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`sales_reps_label_idx\` ON \`sales_reps\` (\`label\`);`)
  await db.run(sql`CREATE INDEX \`sales_reps_updated_at_idx\` ON \`sales_reps\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`sales_reps_created_at_idx\` ON \`sales_reps\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`sales_reps_texts\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer NOT NULL,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`text\` text,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`sales_reps\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`sales_reps_texts_order_parent\` ON \`sales_reps_texts\` (\`order\`,\`parent_id\`);`)
  await db.run(sql`CREATE TABLE \`site_settings\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`shop_name\` text DEFAULT 'Switchyard' NOT NULL,
  	\`item_tariff_rate\` numeric DEFAULT 0.25,
  	\`global_tariff_rate\` numeric DEFAULT 0.0495,
  	\`updated_at\` text,
  	\`created_at\` text
  );
  `)
  await db.run(sql`CREATE TABLE \`shipping_settings\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`small_order_threshold\` numeric DEFAULT 49 NOT NULL,
  	\`handling_domestic\` numeric DEFAULT 10 NOT NULL,
  	\`handling_international\` numeric DEFAULT 25 NOT NULL,
  	\`non_standard_package_fee\` numeric DEFAULT 10 NOT NULL,
  	\`international_terms_fee\` numeric DEFAULT 40 NOT NULL,
  	\`international_threshold\` numeric DEFAULT 300 NOT NULL,
  	\`free_ground_threshold\` numeric DEFAULT 49 NOT NULL,
  	\`wd_free_shipping_over\` numeric DEFAULT 49 NOT NULL,
  	\`air_tbd_at\` numeric DEFAULT 500 NOT NULL,
  	\`updated_at\` text,
  	\`created_at\` text
  );
  `)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`parts_id\` integer REFERENCES parts(id);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`part_prefixes_id\` integer REFERENCES part_prefixes(id);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`price_lists_id\` integer REFERENCES price_lists(id);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`price_list_entries_id\` integer REFERENCES price_list_entries(id);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`shipping_carriers_id\` integer REFERENCES shipping_carriers(id);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`shipping_rates_id\` integer REFERENCES shipping_rates(id);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`shipping_zones_id\` integer REFERENCES shipping_zones(id);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`box_rules_id\` integer REFERENCES box_rules(id);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`cart_item_rules_id\` integer REFERENCES cart_item_rules(id);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`tax_rules_id\` integer REFERENCES tax_rules(id);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`countries_id\` integer REFERENCES countries(id);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`customers_id\` integer REFERENCES customers(id);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`contacts_id\` integer REFERENCES contacts(id);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`sales_reps_id\` integer REFERENCES sales_reps(id);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_parts_id_idx\` ON \`payload_locked_documents_rels\` (\`parts_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_part_prefixes_id_idx\` ON \`payload_locked_documents_rels\` (\`part_prefixes_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_price_lists_id_idx\` ON \`payload_locked_documents_rels\` (\`price_lists_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_price_list_entries_id_idx\` ON \`payload_locked_documents_rels\` (\`price_list_entries_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_shipping_carriers_id_idx\` ON \`payload_locked_documents_rels\` (\`shipping_carriers_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_shipping_rates_id_idx\` ON \`payload_locked_documents_rels\` (\`shipping_rates_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_shipping_zones_id_idx\` ON \`payload_locked_documents_rels\` (\`shipping_zones_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_box_rules_id_idx\` ON \`payload_locked_documents_rels\` (\`box_rules_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_cart_item_rules_id_idx\` ON \`payload_locked_documents_rels\` (\`cart_item_rules_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_tax_rules_id_idx\` ON \`payload_locked_documents_rels\` (\`tax_rules_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_countries_id_idx\` ON \`payload_locked_documents_rels\` (\`countries_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_customers_id_idx\` ON \`payload_locked_documents_rels\` (\`customers_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_contacts_id_idx\` ON \`payload_locked_documents_rels\` (\`contacts_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_sales_reps_id_idx\` ON \`payload_locked_documents_rels\` (\`sales_reps_id\`);`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`parts\`;`)
  await db.run(sql`DROP TABLE \`parts_locales\`;`)
  await db.run(sql`DROP TABLE \`part_prefixes\`;`)
  await db.run(sql`DROP TABLE \`price_lists\`;`)
  await db.run(sql`DROP TABLE \`price_list_entries\`;`)
  await db.run(sql`DROP TABLE \`shipping_carriers_methods\`;`)
  await db.run(sql`DROP TABLE \`shipping_carriers\`;`)
  await db.run(sql`DROP TABLE \`shipping_carriers_locales\`;`)
  await db.run(sql`DROP TABLE \`shipping_rates\`;`)
  await db.run(sql`DROP TABLE \`shipping_zones\`;`)
  await db.run(sql`DROP TABLE \`box_rules_zones\`;`)
  await db.run(sql`DROP TABLE \`box_rules\`;`)
  await db.run(sql`DROP TABLE \`cart_item_rules\`;`)
  await db.run(sql`DROP TABLE \`tax_rules\`;`)
  await db.run(sql`DROP TABLE \`countries\`;`)
  await db.run(sql`DROP TABLE \`countries_locales\`;`)
  await db.run(sql`DROP TABLE \`customers\`;`)
  await db.run(sql`DROP TABLE \`contacts\`;`)
  await db.run(sql`DROP TABLE \`sales_reps\`;`)
  await db.run(sql`DROP TABLE \`sales_reps_texts\`;`)
  await db.run(sql`DROP TABLE \`site_settings\`;`)
  await db.run(sql`DROP TABLE \`shipping_settings\`;`)
  await db.run(sql`PRAGMA foreign_keys=OFF;`)
  await db.run(sql`CREATE TABLE \`__new_payload_locked_documents_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`pages_id\` integer,
  	\`articles_id\` integer,
  	\`categories_id\` integer,
  	\`products_id\` integer,
  	\`industries_id\` integer,
  	\`resources_id\` integer,
  	\`white_papers_id\` integer,
  	\`testimonials_id\` integer,
  	\`redirects_id\` integer,
  	\`users_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`payload_locked_documents\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`pages_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`articles_id\`) REFERENCES \`articles\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`categories_id\`) REFERENCES \`categories\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`products_id\`) REFERENCES \`products\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`industries_id\`) REFERENCES \`industries\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`resources_id\`) REFERENCES \`resources\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`white_papers_id\`) REFERENCES \`white_papers\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`testimonials_id\`) REFERENCES \`testimonials\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`redirects_id\`) REFERENCES \`redirects\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`users_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_payload_locked_documents_rels\`("id", "order", "parent_id", "path", "pages_id", "articles_id", "categories_id", "products_id", "industries_id", "resources_id", "white_papers_id", "testimonials_id", "redirects_id", "users_id") SELECT "id", "order", "parent_id", "path", "pages_id", "articles_id", "categories_id", "products_id", "industries_id", "resources_id", "white_papers_id", "testimonials_id", "redirects_id", "users_id" FROM \`payload_locked_documents_rels\`;`)
  await db.run(sql`DROP TABLE \`payload_locked_documents_rels\`;`)
  await db.run(sql`ALTER TABLE \`__new_payload_locked_documents_rels\` RENAME TO \`payload_locked_documents_rels\`;`)
  await db.run(sql`PRAGMA foreign_keys=ON;`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_order_idx\` ON \`payload_locked_documents_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_parent_idx\` ON \`payload_locked_documents_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_path_idx\` ON \`payload_locked_documents_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_pages_id_idx\` ON \`payload_locked_documents_rels\` (\`pages_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_articles_id_idx\` ON \`payload_locked_documents_rels\` (\`articles_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_categories_id_idx\` ON \`payload_locked_documents_rels\` (\`categories_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_products_id_idx\` ON \`payload_locked_documents_rels\` (\`products_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_industries_id_idx\` ON \`payload_locked_documents_rels\` (\`industries_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_resources_id_idx\` ON \`payload_locked_documents_rels\` (\`resources_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_white_papers_id_idx\` ON \`payload_locked_documents_rels\` (\`white_papers_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_testimonials_id_idx\` ON \`payload_locked_documents_rels\` (\`testimonials_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_redirects_id_idx\` ON \`payload_locked_documents_rels\` (\`redirects_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_users_id_idx\` ON \`payload_locked_documents_rels\` (\`users_id\`);`)
}
