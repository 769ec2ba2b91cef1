import type { MetadataRoute } from 'next'

import { loadEnv } from '@/lib/platform/server/env'

export const dynamic = 'force-dynamic'

export default function robots(): MetadataRoute.Robots {
  const base = loadEnv().publicUrl
  return {
    rules: { userAgent: '*', allow: '/', disallow: ['/admin', '/api/', '/my-account/', '/es/mi-cuenta/'] },
    sitemap: [`${base}/sitemap.xml`, `${base}/es/sitemap.xml`],
  }
}
