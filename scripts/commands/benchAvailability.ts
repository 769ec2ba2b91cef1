/**
 * The availability answer for a 50-line cart (POST /api/public/availability, docs/availability.md)
 * on a bench catalogue: 50 visible parts spread over the catalogue (asked once, so restricted
 * ones are left out), each with a quantity of a few package steps, some past what is on hand.
 */
export const AVAILABILITY_LINES = 50

type AvailabilityTarget = { name: string; path: string; method: 'POST'; body: { lines: { pn: string; qty: number }[] } }

export async function availabilityTarget(baseUrl: string, pns: readonly string[]): Promise<AvailabilityTarget> {
  const stride = Math.max(1, Math.floor(pns.length / (AVAILABILITY_LINES * 4)))
  const candidates = pns.filter((_, i) => i % stride === 0).slice(0, 500)
  const ask = async (lines: { pn: string; qty: number }[]) => {
    const res = await fetch(`${baseUrl}/api/public/availability`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ lines }),
    })
    const json = (await res.json().catch(() => null)) as { data?: { pn: string; unknown?: boolean }[] } | null
    if (!res.ok || !Array.isArray(json?.data))
      throw new Error(`POST /api/public/availability answered ${res.status} ${JSON.stringify(json)}`)
    return json.data
  }
  const known = (await ask(candidates.map((pn) => ({ pn, qty: 1 })))).filter((d) => !d.unknown).map((d) => d.pn)
  if (known.length < AVAILABILITY_LINES) throw new Error(`only ${known.length} visible parts among ${candidates.length} asked`)
  const lines = known.slice(0, AVAILABILITY_LINES).map((pn, i) => ({ pn, qty: 1 + ((i * 37) % 120) }))
  const answer = await ask(lines)
  if (answer.length !== AVAILABILITY_LINES || answer.some((d) => d.unknown)) throw new Error('the 50-line availability answer is not whole')
  return { name: `availability API, ${AVAILABILITY_LINES} lines`, path: '/api/public/availability', method: 'POST', body: { lines } }
}
