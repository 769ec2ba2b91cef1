/**
 * A line's ship-date promise in the words a buyer reads at a glance ("40 in stock · ships
 * today if ordered in 2 h 13 min", "made to order · ships in 15 days", "call to confirm"),
 * from the availability the server answers for it (POST /api/public/availability,
 * docs/api.md). Pure: the caller gives the translator of the `availability` messages, the
 * page's language, the shop's time zone and the time, and redraws at `changesAt`.
 */

/**
 * One line's availability as the server answers it (./answer.mjs; dates YYYY-MM-DD in the
 * shop's time zone). Stale stock has every number and date null.
 */
export type Availability = {
  pn: string
  /** A part the shop does not sell to this visitor (unknown or restricted): no promise. */
  unknown?: boolean
  onHand?: number | null
  shipsOn?: string | null
  shipsToday?: boolean
  cutoffAt?: string | null
  backordered?: number | null
  backorderShipsOn?: string | null
  madeToOrder?: boolean
  stale?: boolean
}

/** The `availability` messages' translator (next-intl's, or createTranslator's in tests and mail). */
export type Translate = (key: string, values?: Record<string, string | number>) => string

type PromiseContext = { t: Translate; locale: string; timeZone: string; now: number }

export type PromiseText = {
  /** The words; '' for an unknown part. */
  text: string
  /** When the words change by themselves (the countdown's next minute, or the cutoff), in ms since the epoch; null: they do not. */
  changesAt: number | null
  /** The cutoff has passed: the server is asked again for the next ship day. */
  expired: boolean
}

const MINUTE = 60_000
const DAY = 86_400_000

/** The numbers' grouping, as the prices have it (es-US: 12,000). */
const numberLocale = (locale: string) => (locale === 'es' ? 'es-US' : 'en-US')

/** Today's date in a time zone, as YYYY-MM-DD. */
function dateIn(now: number, timeZone: string): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(now)
}

const utcOf = (date: string) => Date.parse(`${date}T00:00:00Z`)

/** Whole calendar days from one YYYY-MM-DD to another. */
const daysFrom = (from: string, to: string) => Math.round((utcOf(to) - utcOf(from)) / DAY)

/**
 * How a ship day reads: today, tomorrow, a weekday within the week, else the date (with its
 * year when it is that far off). `afterCount` is the backordered rest's form ("10 on Monday").
 */
function dayWords(date: string, today: string, { t, locale }: PromiseContext, afterCount = false): string {
  const days = daysFrom(today, date)
  const at = utcOf(date)
  const format = (options: Intl.DateTimeFormatOptions) =>
    new Intl.DateTimeFormat(numberLocale(locale), { timeZone: 'UTC', ...options }).format(at)
  const kind = days <= 0 ? 'today' : days === 1 ? 'tomorrow' : days < 7 ? 'weekday' : 'date'
  const values = {
    kind,
    weekday: format({ weekday: 'long' }),
    date: format(days > 300 ? { month: 'short', day: 'numeric', year: 'numeric' } : { month: 'short', day: 'numeric' }),
  }
  return t(afterCount ? 'later' : 'day', values)
}

/** Time left as "2 h 13 min" or "13 min", rounded up to the minute. */
function countdownWords(minutes: number, t: Translate): string {
  const hours = Math.floor(minutes / 60)
  return hours > 0 ? t('hoursMinutes', { hours, minutes: minutes % 60 }) : t('minutes', { minutes })
}

/**
 * The promise of one line (its `qty` is already in the answer: what ships on the next ship
 * day and what is backordered). A ship-today promise counts down to the cutoff, minute by
 * minute; at the cutoff it says the stock only and is `expired`, for the caller to ask again.
 * @example promiseWords({ pn: 'A', onHand: 40, shipsOn: '2026-12-01', shipsToday: true, cutoffAt: '2026-12-01T22:00:00.000Z', backordered: 0, backorderShipsOn: null, madeToOrder: false, stale: false }, { t, locale: 'en', timeZone: 'America/Chicago', now: Date.parse('2026-12-01T19:47:00Z') }).text // '40 in stock · ships today if ordered in 2 h 13 min'
 */
export function promiseWords(a: Availability, context: PromiseContext): PromiseText {
  const { t, locale, timeZone, now } = context
  const still = (text: string): PromiseText => ({ text, changesAt: null, expired: false })
  if (a.unknown) return still('')
  if (a.stale) return still(t('stale'))
  const today = dateIn(now, timeZone)
  const backordered = a.backordered ?? 0
  if (a.madeToOrder || (!a.onHand && !backordered)) {
    return still(t('madeToOrder', { days: a.shipsOn ? Math.max(0, daysFrom(today, a.shipsOn)) : 0 }))
  }
  const number = new Intl.NumberFormat(numberLocale(locale))
  const onHand = a.onHand ?? 0
  const rest =
    backordered > 0
      ? {
          rest: number.format(backordered),
          later: a.backorderShipsOn ? dayWords(a.backorderShipsOn, today, context, true) : t('laterUnknown'),
        }
      : null
  if (onHand <= 0) {
    const when = a.backorderShipsOn ?? a.shipsOn
    return still(when ? t('outOfStock', { day: dayWords(when, today, context) }) : t('outOfStockUndated'))
  }
  const stock = { count: onHand, onHand: number.format(onHand) }
  const cutoff = a.cutoffAt ? Date.parse(a.cutoffAt) : NaN
  if (a.shipsToday && Number.isFinite(cutoff)) {
    if (cutoff <= now)
      return { text: rest ? t('splitPast', { ...stock, ...rest }) : t('inStockPast', stock), changesAt: null, expired: true }
    const minutes = Math.ceil((cutoff - now) / MINUTE)
    const time = countdownWords(minutes, t)
    const text = rest ? t('splitToday', { ...stock, ...rest, time }) : t('inStockToday', { ...stock, time })
    return { text, changesAt: cutoff - (minutes - 1) * MINUTE, expired: false }
  }
  const day = dayWords(a.shipsOn ?? today, today, context)
  return still(rest ? t('split', { ...stock, ...rest, day }) : t('inStock', { ...stock, day }))
}
