import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`quotes_lines\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`pn\` text NOT NULL,
  	\`qty\` numeric NOT NULL,
  	\`target_price\` numeric,
  	\`note\` text,
  	\`quoted_price\` numeric,
  	\`lead_time_days\` numeric,
  	\`alternate_pn\` text,
  	\`no_quote\` integer DEFAULT false,
  	\`no_quote_reason\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`quotes\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`quotes_lines_order_idx\` ON \`quotes_lines\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`quotes_lines_parent_id_idx\` ON \`quotes_lines\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`quotes_history\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`at\` text NOT NULL,
  	\`status\` text NOT NULL,
  	\`version\` numeric NOT NULL,
  	\`by\` text NOT NULL,
  	\`message\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`quotes\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`quotes_history_order_idx\` ON \`quotes_history\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`quotes_history_parent_id_idx\` ON \`quotes_history\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`quotes\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`number\` text NOT NULL,
  	\`status\` text DEFAULT 'requested' NOT NULL,
  	\`version\` numeric DEFAULT 0 NOT NULL,
  	\`sent_at\` text,
  	\`expires_at\` text,
  	\`rep_id\` integer,
  	\`customer_id\` integer,
  	\`web_user_id\` integer,
  	\`buyer_email\` text NOT NULL,
  	\`locale\` text DEFAULT 'en' NOT NULL,
  	\`order_number\` text,
  	\`project\` text,
  	\`need_by\` text,
  	\`source\` text,
  	\`note\` text,
  	\`staff_note\` text,
  	\`versions\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`rep_id\`) REFERENCES \`sales_reps\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`customer_id\`) REFERENCES \`customers\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`web_user_id\`) REFERENCES \`web_users\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`quotes_number_idx\` ON \`quotes\` (\`number\`);`)
  await db.run(sql`CREATE INDEX \`quotes_status_idx\` ON \`quotes\` (\`status\`);`)
  await db.run(sql`CREATE INDEX \`quotes_rep_idx\` ON \`quotes\` (\`rep_id\`);`)
  await db.run(sql`CREATE INDEX \`quotes_customer_idx\` ON \`quotes\` (\`customer_id\`);`)
  await db.run(sql`CREATE INDEX \`quotes_web_user_idx\` ON \`quotes\` (\`web_user_id\`);`)
  await db.run(sql`CREATE INDEX \`quotes_buyer_email_idx\` ON \`quotes\` (\`buyer_email\`);`)
  await db.run(sql`CREATE INDEX \`quotes_order_number_idx\` ON \`quotes\` (\`order_number\`);`)
  await db.run(sql`CREATE INDEX \`quotes_updated_at_idx\` ON \`quotes\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`quotes_created_at_idx\` ON \`quotes\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`quotes_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`quote_attachments_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`quotes\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`quote_attachments_id\`) REFERENCES \`quote_attachments\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`quotes_rels_order_idx\` ON \`quotes_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`quotes_rels_parent_idx\` ON \`quotes_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`quotes_rels_path_idx\` ON \`quotes_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`quotes_rels_quote_attachments_id_idx\` ON \`quotes_rels\` (\`quote_attachments_id\`);`)
  await db.run(sql`CREATE TABLE \`quote_attachments\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`quote_number\` text,
  	\`customer_id\` integer,
  	\`web_user_id\` integer,
  	\`prefix\` text DEFAULT 'quote-attachments',
  	\`_objectkey\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`url\` text,
  	\`thumbnail_u_r_l\` text,
  	\`filename\` text,
  	\`mime_type\` text,
  	\`filesize\` numeric,
  	\`width\` numeric,
  	\`height\` numeric,
  	\`focal_x\` numeric,
  	\`focal_y\` numeric,
  	FOREIGN KEY (\`customer_id\`) REFERENCES \`customers\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`web_user_id\`) REFERENCES \`web_users\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`quote_attachments_quote_number_idx\` ON \`quote_attachments\` (\`quote_number\`);`)
  await db.run(sql`CREATE INDEX \`quote_attachments_customer_idx\` ON \`quote_attachments\` (\`customer_id\`);`)
  await db.run(sql`CREATE INDEX \`quote_attachments_web_user_idx\` ON \`quote_attachments\` (\`web_user_id\`);`)
  await db.run(sql`CREATE INDEX \`quote_attachments_updated_at_idx\` ON \`quote_attachments\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`quote_attachments_created_at_idx\` ON \`quote_attachments\` (\`created_at\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`quote_attachments_filename_idx\` ON \`quote_attachments\` (\`filename\`);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`quotes_id\` integer REFERENCES quotes(id);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`quote_attachments_id\` integer REFERENCES quote_attachments(id);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_quotes_id_idx\` ON \`payload_locked_documents_rels\` (\`quotes_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_quote_attachments_id_idx\` ON \`payload_locked_documents_rels\` (\`quote_attachments_id\`);`)
  // Quote numbers (Q-100001…) from the same counters table as orders' (src/lib/orders/server/transaction.ts).
  await db.run(sql`INSERT INTO \`order_counters\` (\`name\`, \`value\`) VALUES ('quotes', 100000);`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DELETE FROM \`order_counters\` WHERE \`name\` = 'quotes';`)
  await db.run(sql`DROP TABLE \`quotes_lines\`;`)
  await db.run(sql`DROP TABLE \`quotes_history\`;`)
  await db.run(sql`DROP TABLE \`quotes\`;`)
  await db.run(sql`DROP TABLE \`quotes_rels\`;`)
  await db.run(sql`DROP TABLE \`quote_attachments\`;`)
  await db.run(sql`PRAGMA foreign_keys=OFF;`)
  await db.run(sql`CREATE TABLE \`__new_payload_locked_documents_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`categories_id\` integer,
  	\`products_id\` integer,
  	\`parts_id\` integer,
  	\`part_prefixes_id\` integer,
  	\`warehouses_id\` integer,
  	\`stock_id\` integer,
  	\`cross_references_id\` integer,
  	\`supersessions_id\` integer,
  	\`attribute_titles_id\` integer,
  	\`media_id\` integer,
  	\`files_id\` integer,
  	\`icons_id\` integer,
  	\`tstrings_id\` integer,
  	\`menus_id\` integer,
  	\`pages_id\` integer,
  	\`articles_id\` integer,
  	\`industries_id\` integer,
  	\`resources_id\` integer,
  	\`white_papers_id\` integer,
  	\`testimonials_id\` integer,
  	\`price_lists_id\` integer,
  	\`price_list_entries_id\` integer,
  	\`shipping_carriers_id\` integer,
  	\`shipping_rates_id\` integer,
  	\`shipping_zones_id\` integer,
  	\`box_rules_id\` integer,
  	\`cart_item_rules_id\` integer,
  	\`tax_rules_id\` integer,
  	\`countries_id\` integer,
  	\`customers_id\` integer,
  	\`contacts_id\` integer,
  	\`sales_reps_id\` integer,
  	\`web_users_id\` integer,
  	\`orders_id\` integer,
  	\`cross_requests_id\` integer,
  	\`redirects_id\` integer,
  	\`search_synonyms_id\` integer,
  	\`deliveries_id\` integer,
  	\`users_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`payload_locked_documents\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`categories_id\`) REFERENCES \`categories\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`products_id\`) REFERENCES \`products\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`parts_id\`) REFERENCES \`parts\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`part_prefixes_id\`) REFERENCES \`part_prefixes\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`warehouses_id\`) REFERENCES \`warehouses\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`stock_id\`) REFERENCES \`stock\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`cross_references_id\`) REFERENCES \`cross_references\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`supersessions_id\`) REFERENCES \`supersessions\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`attribute_titles_id\`) REFERENCES \`attribute_titles\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`media_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`files_id\`) REFERENCES \`files\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`icons_id\`) REFERENCES \`icons\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`tstrings_id\`) REFERENCES \`tstrings\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`menus_id\`) REFERENCES \`menus\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`pages_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`articles_id\`) REFERENCES \`articles\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`industries_id\`) REFERENCES \`industries\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`resources_id\`) REFERENCES \`resources\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`white_papers_id\`) REFERENCES \`white_papers\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`testimonials_id\`) REFERENCES \`testimonials\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`price_lists_id\`) REFERENCES \`price_lists\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`price_list_entries_id\`) REFERENCES \`price_list_entries\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`shipping_carriers_id\`) REFERENCES \`shipping_carriers\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`shipping_rates_id\`) REFERENCES \`shipping_rates\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`shipping_zones_id\`) REFERENCES \`shipping_zones\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`box_rules_id\`) REFERENCES \`box_rules\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`cart_item_rules_id\`) REFERENCES \`cart_item_rules\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`tax_rules_id\`) REFERENCES \`tax_rules\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`countries_id\`) REFERENCES \`countries\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`customers_id\`) REFERENCES \`customers\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`contacts_id\`) REFERENCES \`contacts\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`sales_reps_id\`) REFERENCES \`sales_reps\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`web_users_id\`) REFERENCES \`web_users\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`orders_id\`) REFERENCES \`orders\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`cross_requests_id\`) REFERENCES \`cross_requests\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`redirects_id\`) REFERENCES \`redirects\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`search_synonyms_id\`) REFERENCES \`search_synonyms\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`deliveries_id\`) REFERENCES \`deliveries\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`users_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_payload_locked_documents_rels\`("id", "order", "parent_id", "path", "categories_id", "products_id", "parts_id", "part_prefixes_id", "warehouses_id", "stock_id", "cross_references_id", "supersessions_id", "attribute_titles_id", "media_id", "files_id", "icons_id", "tstrings_id", "menus_id", "pages_id", "articles_id", "industries_id", "resources_id", "white_papers_id", "testimonials_id", "price_lists_id", "price_list_entries_id", "shipping_carriers_id", "shipping_rates_id", "shipping_zones_id", "box_rules_id", "cart_item_rules_id", "tax_rules_id", "countries_id", "customers_id", "contacts_id", "sales_reps_id", "web_users_id", "orders_id", "cross_requests_id", "redirects_id", "search_synonyms_id", "deliveries_id", "users_id") SELECT "id", "order", "parent_id", "path", "categories_id", "products_id", "parts_id", "part_prefixes_id", "warehouses_id", "stock_id", "cross_references_id", "supersessions_id", "attribute_titles_id", "media_id", "files_id", "icons_id", "tstrings_id", "menus_id", "pages_id", "articles_id", "industries_id", "resources_id", "white_papers_id", "testimonials_id", "price_lists_id", "price_list_entries_id", "shipping_carriers_id", "shipping_rates_id", "shipping_zones_id", "box_rules_id", "cart_item_rules_id", "tax_rules_id", "countries_id", "customers_id", "contacts_id", "sales_reps_id", "web_users_id", "orders_id", "cross_requests_id", "redirects_id", "search_synonyms_id", "deliveries_id", "users_id" FROM \`payload_locked_documents_rels\`;`)
  await db.run(sql`DROP TABLE \`payload_locked_documents_rels\`;`)
  await db.run(sql`ALTER TABLE \`__new_payload_locked_documents_rels\` RENAME TO \`payload_locked_documents_rels\`;`)
  await db.run(sql`PRAGMA foreign_keys=ON;`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_order_idx\` ON \`payload_locked_documents_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_parent_idx\` ON \`payload_locked_documents_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_path_idx\` ON \`payload_locked_documents_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_categories_id_idx\` ON \`payload_locked_documents_rels\` (\`categories_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_products_id_idx\` ON \`payload_locked_documents_rels\` (\`products_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_parts_id_idx\` ON \`payload_locked_documents_rels\` (\`parts_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_part_prefixes_id_idx\` ON \`payload_locked_documents_rels\` (\`part_prefixes_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_warehouses_id_idx\` ON \`payload_locked_documents_rels\` (\`warehouses_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_stock_id_idx\` ON \`payload_locked_documents_rels\` (\`stock_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_cross_references_id_idx\` ON \`payload_locked_documents_rels\` (\`cross_references_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_supersessions_id_idx\` ON \`payload_locked_documents_rels\` (\`supersessions_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_attribute_titles_id_idx\` ON \`payload_locked_documents_rels\` (\`attribute_titles_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_media_id_idx\` ON \`payload_locked_documents_rels\` (\`media_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_files_id_idx\` ON \`payload_locked_documents_rels\` (\`files_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_icons_id_idx\` ON \`payload_locked_documents_rels\` (\`icons_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_tstrings_id_idx\` ON \`payload_locked_documents_rels\` (\`tstrings_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_menus_id_idx\` ON \`payload_locked_documents_rels\` (\`menus_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_pages_id_idx\` ON \`payload_locked_documents_rels\` (\`pages_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_articles_id_idx\` ON \`payload_locked_documents_rels\` (\`articles_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_industries_id_idx\` ON \`payload_locked_documents_rels\` (\`industries_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_resources_id_idx\` ON \`payload_locked_documents_rels\` (\`resources_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_white_papers_id_idx\` ON \`payload_locked_documents_rels\` (\`white_papers_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_testimonials_id_idx\` ON \`payload_locked_documents_rels\` (\`testimonials_id\`);`)
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
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_web_users_id_idx\` ON \`payload_locked_documents_rels\` (\`web_users_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_orders_id_idx\` ON \`payload_locked_documents_rels\` (\`orders_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_cross_requests_id_idx\` ON \`payload_locked_documents_rels\` (\`cross_requests_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_redirects_id_idx\` ON \`payload_locked_documents_rels\` (\`redirects_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_search_synonyms_id_idx\` ON \`payload_locked_documents_rels\` (\`search_synonyms_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_deliveries_id_idx\` ON \`payload_locked_documents_rels\` (\`deliveries_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_users_id_idx\` ON \`payload_locked_documents_rels\` (\`users_id\`);`)
}
