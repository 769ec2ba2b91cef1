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
import { Redirects } from './collections/Redirects'
import { AttributeTitles, Icons, Menus, Tstrings, WebUsers } from './collections/siteContent'
import { Files, Media } from './collections/uploads'
import { Users } from './collections/Users'
import { ShippingSettings } from './globals/ShippingSettings'
import { SiteSettings } from './globals/SiteSettings'
import { Social } from './globals/Social'
import { defaultLocale, localeLabels, locales } from './i18n/locales'
import { loadEnv, type Env } from './lib/env'

const dirname = path.dirname(fileURLToPath(import.meta.url))

/** One folder of committed migrations per adapter (architecture.md). */
export const migrationDirs = {
  sqlite: path.resolve(dirname, 'migrations/sqlite'),
  postgres: path.resolve(dirname, 'migrations/postgres'),
}

export function databaseAdapter(env: Pick<Env, 'databaseUrl' | 'dataDir'>) {
  if (env.databaseUrl) {
    return postgresAdapter({
      pool: { connectionString: env.databaseUrl },
      migrationDir: migrationDirs.postgres,
      push: false,
    })
  }
  return sqliteAdapter({
    client: { url: `file:${path.join(env.dataDir, 'switchyard.db')}` },
    migrationDir: migrationDirs.sqlite,
    push: false,
  })
}

/** Builds the Payload config for a given environment (tests build one per database). */
export function buildSwitchyardConfig(env: Env): Promise<SanitizedConfig> {
  return buildConfig({
    serverURL: env.publicUrl,
    secret: env.payloadSecret,
    admin: {
      user: Users.slug,
      importMap: { baseDir: dirname },
      meta: { titleSuffix: ' · Switchyard admin' },
    },
    collections: [
      // Catalogue
      Categories,
      Products,
      Parts,
      PartPrefixes,
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
      // Settings
      Redirects,
      Users,
    ],
    globals: [SiteSettings, ShippingSettings, Social],
    localization: {
      locales: locales.map((code) => ({ code, label: localeLabels[code].name })),
      defaultLocale,
      fallback: true,
    },
    editor: lexicalEditor(),
    db: databaseAdapter(env),
    sharp,
    telemetry: false,
    graphQL: { disable: true },
    typescript: { outputFile: path.resolve(dirname, 'payload-types.ts') },
  })
}

export default buildSwitchyardConfig(loadEnv())
