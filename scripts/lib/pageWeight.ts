import { gzipSync } from 'node:zlib'

export type PageWeight = { htmlBytes: number; htmlGzipBytes: number; scripts: number; firstLoadJsGzipBytes: number }

const chunkCache = new Map<string, number>()

/**
 * A page's weight as a browser first loads it: the HTML (uncompressed and gzip) and the
 * JavaScript it names in <script src> (each file gzipped, as the server would send it), but
 * not `nomodule` scripts, which a browser that runs modules never downloads.
 */
export async function pageWeight(baseUrl: string, path: string): Promise<PageWeight> {
  const res = await fetch(baseUrl + path)
  const html = await res.text()
  // A `nomodule` script (Next's polyfills) is fetched only by browsers without modules.
  const tags = [...html.matchAll(/<script\b[^>]*\bsrc="([^"]+)"[^>]*>/g)].filter((m) => !/\bnomodule\b/i.test(m[0]))
  const srcs = [...new Set(tags.map((m) => m[1].replace(/&amp;/g, '&')))]
  let js = 0
  for (const src of srcs) {
    const url = new URL(src, baseUrl).toString()
    if (!chunkCache.has(url)) {
      const body = Buffer.from(await (await fetch(url)).arrayBuffer())
      chunkCache.set(url, gzipSync(body).length)
    }
    js += chunkCache.get(url)!
  }
  return { htmlBytes: Buffer.byteLength(html), htmlGzipBytes: gzipSync(html).length, scripts: srcs.length, firstLoadJsGzipBytes: js }
}
