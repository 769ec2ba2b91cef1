import net from 'node:net'

/**
 * Free ports for the suites. `npm test` runs on a machine as the last person left it: a
 * server or stand-in from an earlier, killed run can still hold a port, and a browser-test
 * server that cannot listen dies at once ("exited early", no test run). Each suite's ports
 * are checked before it starts and moved to a free range when one is taken.
 */

/** Whether nothing listens on `port` (any address). */
export function portFree(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const server = net.createServer()
    server.once('error', () => resolve(false))
    server.listen({ port, exclusive: true }, () => server.close(() => resolve(true)))
  })
}

/** Every port the browser suite listens on from its base `E2E_PORT`: the app and its stand-ins, and the suite's own extra servers (+40, +45, +75) with theirs. */
export function e2ePorts(base: number): number[] {
  const out: number[] = [base + 20, base + 21]
  for (const b of [base, base + 40, base + 45, base + 75]) out.push(b, b + 1, b + 15, b + 16, b + 17)
  return out
}

/**
 * The first of `bases` whose ports (`portsOf(base)`) are all free, with the taken ports of
 * the ones passed over; throws when none is.
 */
export async function freeBase(bases: number[], portsOf: (base: number) => number[]): Promise<{ base: number; taken: number[] }> {
  const taken: number[] = []
  for (const base of bases) {
    const busy: number[] = []
    for (const p of portsOf(base)) if (!(await portFree(p))) busy.push(p)
    if (!busy.length) return { base, taken }
    taken.push(...busy)
  }
  throw new Error(
    `No free ports for the tests: ${taken.join(', ')} are in use (servers left from an earlier run? \`ss -ltnp\` names them).`,
  )
}
