import path from 'node:path'

import { withPayload } from '@payloadcms/next/withPayload'
import type { NextConfig } from 'next'
import createNextIntlPlugin from 'next-intl/plugin'

import { BASE_SECURITY_HEADERS, HSTS } from './src/lib/platform/security/headers.mjs'

// Messages are compiled at build time (next-intl's `precompile`): the browser gets the compiled
// form and a formatter without the ICU parser (README, "Lean pages").
const withNextIntl = createNextIntlPlugin({
  requestConfig: './src/i18n/request.ts',
  experimental: { messages: { path: './src/i18n/messages', format: 'json', locales: 'infer', precompile: true } },
})

const nextConfig: NextConfig = {
  poweredByHeader: false,
  // Loaded by Node, not bundled: prom-client is one instance with the front server's (one registry,
  // src/lib/platform/observability/server/metrics.mjs); OpenTelemetry patches the modules Node
  // loads (pg, redis, http), which it cannot do to a bundled copy; loaded only when tracing is on.
  serverExternalPackages: [
    'prom-client',
    'redis',
    '@redis/client',
    '@opentelemetry/sdk-node',
    '@opentelemetry/exporter-trace-otlp-http',
    '@opentelemetry/instrumentation-http',
    '@opentelemetry/instrumentation-pg',
    '@opentelemetry/instrumentation-redis',
    '@opentelemetry/instrumentation-undici',
  ],
  // tsc --noEmit checks the whole tree in npm test (and CI) before any build; Next's own pass over
  // the same files added 40-60 s to every build on 2 cores (issue 24's CI time) and found nothing tsc misses.
  typescript: { ignoreBuildErrors: true },
  // Rendered pages and the data cache live in one size-capped map per process; it stores
  // each cached page's CSP (hashes of its inline scripts) and, with REDIS_URL, shares tag
  // expiries between instances. See README "Caching".
  cacheHandler: path.resolve(process.cwd(), 'src/lib/platform/cache/server/pageCacheHandler.mjs'),
  cacheMaxMemorySize: 0,
  reactStrictMode: true,
  async headers() {
    return [
      // Headers for every response. The storefront's pages get their CSP with a nonce from
      // src/proxy.ts, which replaces this one; what the proxy does not make (the APIs, files,
      // Next's assets) keeps a policy under which nothing runs. Answers Next makes before it
      // applies these (its trailing-slash redirects) get the same from the front server
      // (src/server/securityHeaders.mjs).
      { source: '/:path*', headers: BASE_SECURITY_HEADERS },
      // HSTS on every response that came over https (through the proxy in front of the shop).
      {
        source: '/:path*',
        has: [{ type: 'header', key: 'x-forwarded-proto', value: 'https' }],
        headers: [{ key: 'Strict-Transport-Security', value: HSTS }],
      },
      {
        // The admin is Payload's own app: it needs inline styles and scripts, so it gets a
        // looser policy than the storefront, but still no framing.
        source: '/admin/:path*',
        headers: [
          {
            key: 'Content-Security-Policy',
            value:
              "default-src 'self'; script-src 'self' 'unsafe-inline'; style-src 'self' 'unsafe-inline'; img-src 'self' data: blob:; font-src 'self' data:; connect-src 'self'; frame-ancestors 'none'; base-uri 'self'; form-action 'self'; object-src 'none'",
          },
        ],
      },
    ]
  },
  webpack: (webpackConfig, { isServer }) => {
    // next-intl's client code in one chunk of its own: with precompiled messages webpack would
    // otherwise copy it into each page's and layout's chunk, which a page loads together.
    const splitChunks = webpackConfig.optimization?.splitChunks
    if (!isServer && splitChunks && splitChunks.cacheGroups) {
      splitChunks.cacheGroups.intl = {
        test: /[\\/]node_modules[\\/](?:use-intl|next-intl|icu-minify|@formatjs)[\\/]/,
        name: 'intl',
        chunks: 'all',
        priority: 45,
        enforce: true,
      }
    }
    webpackConfig.resolve.extensionAlias = {
      '.cjs': ['.cts', '.cjs'],
      '.js': ['.ts', '.tsx', '.js', '.jsx'],
      '.mjs': ['.mts', '.mjs'],
    }
    return webpackConfig
  },
}

const config = withPayload(withNextIntl(nextConfig), { devBundleServerPackages: false })

/**
 * withPayload asks every response for the colour-scheme client hint, Critical-CH included: a
 * browser that has not sent it yet (every first visit, every Lighthouse run) restarts the
 * navigation to send it, one round trip more before the first byte. Only Payload's admin reads
 * the hint (its theme), so the storefront's pages go without it.
 */
const withPayloadHeaders = config.headers
config.headers = async () =>
  ((await withPayloadHeaders?.()) ?? []).map((rule) =>
    rule.source === '/:path*' && rule.headers.some((h) => h.key === 'Critical-CH') ? { ...rule, source: '/admin/:path*' } : rule,
  )

export default config
