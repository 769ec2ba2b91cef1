import * as migration_20261122_184054_initial from './20261122_184054_initial';
import * as migration_20261122_190828_commerce_data from './20261122_190828_commerce_data';
import * as migration_20261122_232212_content_model from './20261122_232212_content_model';
import * as migration_20261124_183414_contacts_web_user from './20261124_183414_contacts_web_user';
import * as migration_20261124_183849_orders from './20261124_183849_orders';
import * as migration_20261124_213323_order_desk from './20261124_213323_order_desk';
import * as migration_20261124_225833_orders_card_payment from './20261124_225833_orders_card_payment';
import * as migration_20261124_230932_order_mail from './20261124_230932_order_mail';
import * as migration_20261125_005019_search_synonyms from './20261125_005019_search_synonyms';
import * as migration_20261125_005738_resource_language from './20261125_005738_resource_language';
import * as migration_20261125_021556_services_settings from './20261125_021556_services_settings';
import * as migration_20261127_223459_staff_sign_in_no_lock from './20261127_223459_staff_sign_in_no_lock';
import * as migration_20261128_032156_unique_migration_name from './20261128_032156_unique_migration_name';
import * as migration_20261128_055706_deliveries_outbox from './20261128_055706_deliveries_outbox';
import * as migration_20261128_092251_upload_storage_fields from './20261128_092251_upload_storage_fields';
import * as migration_20261128_154449_availability from './20261128_154449_availability';
import * as migration_20261128_155321_order_availability from './20261128_155321_order_availability';
import * as migration_20261128_190204_cross_references from './20261128_190204_cross_references';
import * as migration_20261128_190854_cross_requests from './20261128_190854_cross_requests';
import * as migration_20261128_223802_quotes from './20261128_223802_quotes';
import * as migration_20261128_224705_quote_orders from './20261128_224705_quote_orders';
import * as migration_20261128_231042_quote_keys from './20261128_231042_quote_keys';

export const migrations = [
  {
    up: migration_20261122_184054_initial.up,
    down: migration_20261122_184054_initial.down,
    name: '20261122_184054_initial',
  },
  {
    up: migration_20261122_190828_commerce_data.up,
    down: migration_20261122_190828_commerce_data.down,
    name: '20261122_190828_commerce_data',
  },
  {
    up: migration_20261122_232212_content_model.up,
    down: migration_20261122_232212_content_model.down,
    name: '20261122_232212_content_model',
  },
  {
    up: migration_20261124_183414_contacts_web_user.up,
    down: migration_20261124_183414_contacts_web_user.down,
    name: '20261124_183414_contacts_web_user',
  },
  {
    up: migration_20261124_183849_orders.up,
    down: migration_20261124_183849_orders.down,
    name: '20261124_183849_orders',
  },
  {
    up: migration_20261124_213323_order_desk.up,
    down: migration_20261124_213323_order_desk.down,
    name: '20261124_213323_order_desk',
  },
  {
    up: migration_20261124_225833_orders_card_payment.up,
    down: migration_20261124_225833_orders_card_payment.down,
    name: '20261124_225833_orders_card_payment',
  },
  {
    up: migration_20261124_230932_order_mail.up,
    down: migration_20261124_230932_order_mail.down,
    name: '20261124_230932_order_mail',
  },
  {
    up: migration_20261125_005019_search_synonyms.up,
    down: migration_20261125_005019_search_synonyms.down,
    name: '20261125_005019_search_synonyms',
  },
  {
    up: migration_20261125_005738_resource_language.up,
    down: migration_20261125_005738_resource_language.down,
    name: '20261125_005738_resource_language',
  },
  {
    up: migration_20261125_021556_services_settings.up,
    down: migration_20261125_021556_services_settings.down,
    name: '20261125_021556_services_settings',
  },
  {
    up: migration_20261127_223459_staff_sign_in_no_lock.up,
    down: migration_20261127_223459_staff_sign_in_no_lock.down,
    name: '20261127_223459_staff_sign_in_no_lock',
  },
  {
    up: migration_20261128_032156_unique_migration_name.up,
    down: migration_20261128_032156_unique_migration_name.down,
    name: '20261128_032156_unique_migration_name',
  },
  {
    up: migration_20261128_055706_deliveries_outbox.up,
    down: migration_20261128_055706_deliveries_outbox.down,
    name: '20261128_055706_deliveries_outbox',
  },
  {
    up: migration_20261128_092251_upload_storage_fields.up,
    down: migration_20261128_092251_upload_storage_fields.down,
    name: '20261128_092251_upload_storage_fields',
  },
  {
    up: migration_20261128_154449_availability.up,
    down: migration_20261128_154449_availability.down,
    name: '20261128_154449_availability',
  },
  {
    up: migration_20261128_155321_order_availability.up,
    down: migration_20261128_155321_order_availability.down,
    name: '20261128_155321_order_availability',
  },
  {
    up: migration_20261128_190204_cross_references.up,
    down: migration_20261128_190204_cross_references.down,
    name: '20261128_190204_cross_references',
  },
  {
    up: migration_20261128_190854_cross_requests.up,
    down: migration_20261128_190854_cross_requests.down,
    name: '20261128_190854_cross_requests',
  },
  {
    up: migration_20261128_223802_quotes.up,
    down: migration_20261128_223802_quotes.down,
    name: '20261128_223802_quotes',
  },
  {
    up: migration_20261128_224705_quote_orders.up,
    down: migration_20261128_224705_quote_orders.down,
    name: '20261128_224705_quote_orders',
  },
  {
    up: migration_20261128_231042_quote_keys.up,
    down: migration_20261128_231042_quote_keys.down,
    name: '20261128_231042_quote_keys'
  },
];
