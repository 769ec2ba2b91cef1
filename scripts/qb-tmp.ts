import { startDemoServer } from './lib/demoServer'
import { buildDemo } from '../src/lib/platform/bootstrap/server/seedDemo'
import { benchQuotes, reportQuotes } from './commands/benchQuote'

async function main() {
  const server = await startDemoServer(3281, { large: false })
  try {
    const { data } = await buildDemo({ large: false })
    const parts = (data.products as { pn: string; pkgqty?: number }[]).filter((p) => p.pn)
    reportQuotes('demo', await benchQuotes(server.url, parts, '/favicon.svg'))
  } finally {
    await server.stop()
  }
}
void main()
