import autocannon from 'autocannon'
import { startDemoServer } from './lib/demoServer'
import { buildDemo } from '../src/lib/platform/bootstrap/server/seedDemo'

async function main() {
  const server = await startDemoServer(3281, { large: false })
  try {
    const { data } = await buildDemo({ large: false })
    const parts = (data.products as { pn: string; pkgqty?: number }[]).filter((p) => p.pn)
    const body = JSON.stringify({ items: parts.slice(0, 10).map((p) => ({ pn: p.pn, qty: p.pkgqty ?? 1 })), destination: { country: 'US', state: 'PA', postalCode: '15213' } })
    const init = { method: 'POST' as const, headers: { 'content-type': 'application/json' }, body }
    console.log((await (await fetch(`${server.url}/api/public/cart/quote`, init)).text()).slice(0, 200))
    const r = await autocannon({ url: `${server.url}/api/public/cart/quote`, connections: 30, duration: 25, ...init })
    console.log('quote10', Math.round(r.requests.average), r.latency.p99)
  } finally {
    await server.stop()
  }
}
void main()
