import { renderOrderPdf } from '../../src/lib/orders/server/documents/OrderPdf'
import { SHOP, sampleOrder } from '../../tests/fixtures/orderDocument'

/** The order PDF's generation time, in this process, per order size. */
export type PdfFigures = { lines: number; runs: number; p50Ms: number; p99Ms: number; kb: number }[]

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]

/**
 * Renders the order PDF (@react-pdf/renderer, as GET /api/private/orders/{number}/pdf and the
 * confirmation mail do) `runs` times one after another for a 1-line and a 100-line order in
 * English and Spanish alternately, after 3 warm-up renders per size; p50/p99 per size.
 */
export async function benchPdf(runs = Number(process.env.PDF_BENCH_RUNS ?? 200)): Promise<PdfFigures> {
  const figures: PdfFigures = []
  for (const lines of [1, 100]) {
    const orders = [sampleOrder('en', lines), sampleOrder('es', lines)]
    for (let i = 0; i < 3; i++) await renderOrderPdf(orders[i % 2], SHOP)
    const times: number[] = []
    let bytes = 0
    for (let i = 0; i < runs; i++) {
      const start = performance.now()
      const pdf = await renderOrderPdf(orders[i % 2], SHOP)
      times.push(performance.now() - start)
      bytes = pdf.length
    }
    times.sort((a, b) => a - b)
    figures.push({
      lines,
      runs,
      p50Ms: Math.round(percentile(times, 50)),
      p99Ms: Math.round(percentile(times, 99)),
      kb: Math.round(bytes / 1024),
    })
  }
  return figures
}
