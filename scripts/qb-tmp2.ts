import { startDemoServer } from './lib/demoServer'
async function main() {
  const server = await startDemoServer(3282, { large: false })
  try {
    const init = { method: 'POST' as const, headers: { 'content-type': 'application/json' }, body: JSON.stringify({ items: [{ pn: 'WD-N-G-1X1', qty: 10 }] }) }
    for (let i = 0; i < 3; i++) {
      const r = await fetch(`${server.url}/api/public/cart/quote`, init)
      console.log(r.status, JSON.stringify([...r.headers.entries()]))
    }
  } finally {
    await server.stop()
  }
}
void main()
