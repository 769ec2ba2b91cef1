import path from 'node:path'
import { fileURLToPath } from 'node:url'

import { postgresAdapter } from '@payloadcms/db-postgres'
import { sqliteAdapter } from '@payloadcms/db-sqlite'
import { lexicalEditor } from '@payloadcms/richtext-lexical'
import { buildConfig, type SanitizedConfig } from 'payload'
import sharp from 'sharp'

import { Articles, Categories, Industries, Pages, Products, Resources, Testimonials, WhitePapers } from './collections/content'
import { PartPrefixes } from './collections/PartPrefixes'
import { Parts } from './collections/Parts'
import { Stock, Warehouses } from './collections/Stock'
import { CrossReferences, Supersessions } from './collections/CrossReferences'
import { CrossRequests } from './collections/CrossRequests'
import { BoxRules } from './collections/pricing/BoxRules'
import { CartItemRules } from './collections/pricing/CartItemRules'
import { Contacts } from './collections/pricing/Contacts'
import { Countries } from './collections/pricing/Countries'
import { Customers } from './collections/pricing/Customers'
import { PriceListEntries } from './collections/pricing/PriceListEntries'
import { PriceLists } from './collections/pricing/PriceLists'
import { SalesReps } from './collections/pricing/SalesReps'
import { ShippingCarriers } from './collections/pricing/ShippingCarriers'
import { ShippingRates } from './collections/pricing/ShippingRates'
import { ShippingZones } from './collections/pricing/ShippingZones'
import { TaxRules } from './collections/pricing/TaxRules'
import { Deliveries } from './collections/Deliveries'
import { Orders } from './collections/Orders'
import { Quotes } from './collections/Quotes'
import { Redirects } from './collections/Redirects'
import { SearchSynonyms } from './collections/SearchSynonyms'
import { AttributeTitles, Icons, Menus, Tstrings, WebUsers } from './collections/siteContent'
import { Files, Media, QuoteAttachments } from './collections/uploads'
import { Users } from './collections/Users'
import { ShippingSettings } from './globals/ShippingSettings'
import { SiteSettings } from './globals/SiteSettings'
import { Social } from './globals/Social'
import { withIdCheck } from './hooks/rejectMalformedId'
import { withWhereCheck } from './hooks/rejectMalformedWhere'
import { defaultLocale, localeLabels, locales } from './i18n/locales'
import { hardenAdapter } from '@/lib/platform/db/server/adapter'
import { uniqueMigrationNamePostgres, uniqueMigrationNameSqlite } from '@/lib/platform/db/server/migrationNames'
import { SQLITE_BUSY_TIMEOUT_MS } from '@/lib/platform/db/server/sqliteConnections'
import { loadEnv, type Env } from '@/lib/platform/server/env'
import { deliverySettings } from '@/lib/orders/server/deliveries'
import { payloadLogger } from '@/lib/platform/server/payloadLogger'
import { uploadStorage } from '@/lib/platform/server/uploadStorage'
import { UPLOAD_BODY_LIMIT } from '@/lib/platform/net/bodyLimits.mjs'

const dirname = path.dirname(fileURLToPath(import.meta.url))

// @payloadcms/storage-s3 (and the cloud-storage plugin under it) is published at 3.90.1 only, and
// Payload's check of equal versions, run outside production, throws at start-up over that patch.
// package.json's overrides keep one payload and one @payloadcms/ui for the plugin (`npm ls payload`
// shows them deduped). Drop this once a storage-s3 of payload's own version is out.
process.env.PAYLOAD_DISABLE_DEPENDENCY_CHECKER ??= 'true'

/** One folder of committed migrations per adapter (architecture.md). */
export const migrationDirs = {
  sqlite: path.resolve(dirname, 'migrations/sqlite'),
  postgres: path.resolve(dirname, 'migrations/postgres'),
}

export function databaseAdapter(env: Pick<Env, 'databaseUrl' | 'dataDir'>) {
  if (env.databaseUrl) {
    return hardenAdapter(
      postgresAdapter({
        pool: { connectionString: env.databaseUrl },
        migrationDir: migrationDirs.postgres,
        push: false,
        afterSchemaInit: [uniqueMigrationNamePostgres],
      }),
    )
  }
  return hardenAdapter(
    sqliteAdapter({
      client: { url: `file:${path.join(env.dataDir, 'switchyard.db')}` },
      migrationDir: migrationDirs.sqlite,
      push: false,
      afterSchemaInit: [uniqueMigrationNameSqlite],
      // WAL: readers (a backup among them) never block the writer; a busy timeout on every connection (lib/platform/db/server/adapter).
      wal: true,
      busyTimeout: SQLITE_BUSY_TIMEOUT_MS,
    }),
  )
}

/**
 * Builds the Payload config for a given environment (tests build one per database). Every
 * collection, Payload's own included, refuses a REST `where` its fields cannot take (400).
 */
export function buildSwitchyardConfig(env: Env): Promise<SanitizedConfig> {
  return buildConfig({
    serverURL: env.publicUrl,
    secret: env.payloadSecret,
    admin: {
      user: 'users',
      // Payload's own account icon: a Gravatar would be a request to another site, which the CSP refuses (a broken image).
      avatar: 'default',
      importMap: { baseDir: dirname },
      meta: { titleSuffix: ' · Switchyard admin' },
    },
    collections: withIdCheck([
      // Catalogue
      Categories,
      Products,
      Parts,
      PartPrefixes,
      Warehouses,
      Stock,
      CrossReferences,
      Supersessions,
      AttributeTitles,
      // Content
      Media(env.dataDir),
      Files(env.dataDir),
      Icons,
      Tstrings,
      Menus,
      Pages,
      Articles,
      Industries,
      Resources,
      WhitePapers,
      Testimonials,
      // Pricing and shipping
      PriceLists,
      PriceListEntries,
      ShippingCarriers,
      ShippingRates,
      ShippingZones,
      BoxRules,
      CartItemRules,
      TaxRules,
      Countries,
      // Customers
      Customers,
      Contacts,
      SalesReps,
      WebUsers,
      Orders,
      Quotes,
      QuoteAttachments(env.dataDir),
      CrossRequests,
      // Settings
      Redirects,
      SearchSynonyms,
      Deliveries,
      Users(env),
    ]),
    globals: [SiteSettings, ShippingSettings, Social],
    // Server-only: how the outbox's deliveries are sent (src/lib/orders/server/deliveries.ts), made from this config's env.
    custom: { orderWebhook: env.orderWebhook ? { url: env.orderWebhook.url } : null, deliveries: deliverySettings(env) },
    localization: {
      locales: locales.map((code) => ({ code, label: localeLabels[code].name })),
      defaultLocale,
      fallback: true,
    },
    // Each uploaded file at most what the front server lets a request to the upload
    // collections carry (src/lib/platform/net/bodyLimits.mjs); Payload answers 413 past it.
    upload: { limits: { fileSize: UPLOAD_BODY_LIMIT } },
    // Media and files in S3-compatible storage when S3_BUCKET is set, else under DATA_DIR (README, "Operating the shop").
    plugins: [uploadStorage(env)],
    editor: lexicalEditor(),
    db: databaseAdapter(env),
    sharp,
    telemetry: false,
    // A refused request (4xx: a wrong staff password, a throttled sign-in, an anonymous 403/404) is one
    // info line, never an error with a stack (src/lib/platform/server/payloadLogger.ts): no client can flood the log.
    logger: payloadLogger(),
    graphQL: { disable: true },
    // Written by `npm run migrate:create` (with the migration that changes them), never by a start: Payload's default
    // spawns `payload generate:types` on every start outside production, a process of ~5 s of CPU for each of the
    // integration tests' databases, and a rewrite of src/ that made the next start's build look stale.
    typescript: { outputFile: path.resolve(dirname, 'payload-types.ts'), autoGenerate: false },
  }).then(withWhereCheck)
}

export default buildSwitchyardConfig(loadEnv())
