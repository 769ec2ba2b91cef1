/** Says what a step is doing, then how long it took, so a first start is never silent. */
export async function step<T>(what: string, run: () => Promise<T> | T): Promise<T> {
  const started = Date.now()
  console.log(`→ ${what}…`)
  try {
    const result = await run()
    console.log(`✓ ${what} (${seconds(started)})`)
    return result
  } catch (error) {
    console.error(`✗ ${what} failed after ${seconds(started)}`)
    throw error
  }
}

export const seconds = (since: number) => `${((Date.now() - since) / 1000).toFixed(1)} s`
