'use client'

import { createTranslator, useLocale } from 'next-intl'
import { createContext, useContext, useEffect, useEffectEvent, useMemo, useState } from 'react'

import { fetchAvailability, type AvailabilityLine } from '@/lib/availability/browser/fetchAvailability'
import { promiseWords, type Availability, type PromiseText, type Translate } from '@/lib/availability/promiseWords'

/** How often the shown promises are asked again (stock changes show within a minute on the server). */
const REFRESH_MS = 3 * 60_000
/** A changed quantity is asked for once typing pauses. */
const TYPING_MS = 400
/** At the cutoff the next ship day is asked for, at most this often (a clock or snapshot a little behind). */
const EXPIRED_RETRY_MS = 30_000

const lineKey = (pn: string, qty: number) => `${pn}\t${qty}`
/** A line the route answers (docs/api.md): a part number of 1 to 64 characters, a whole quantity from 1 to 99,999. */
const askable = ({ pn, qty }: AvailabilityLine) =>
  pn.trim().length > 0 && pn.length <= 64 && Number.isInteger(qty) && qty >= 1 && qty <= 99_999

/** The promise of a part at a quantity: its words, or null until the server has answered. */
type TextOf = (pn: string, qty: number) => string | null
const PromisesContext = createContext<TextOf>(() => null)

/** The words of the line the row shows (a row at a quantity not asked for yet keeps its part's last words). */
export const usePromiseText = (pn: string, qty: number): string | null => useContext(PromisesContext)(pn, qty)

/**
 * What a page gives its promises, from the server: the shop's time zone and the words of the
 * `availability` messages in its language (only these, not the layout's messages again).
 */
export type PromiseSetup = { timeZone: string; messages: Record<string, string> }

type Answers = { byLine: Map<string, Availability>; byPn: Map<string, Availability>; offset: number; at: number }

/**
 * The ship-date promises of a page's rows, asked for in ONE request for all of them
 * (POST /api/public/availability): again when a row's quantity changes, every few minutes,
 * and at the cutoff for the next ship day. The words are drawn here for every row, in the
 * page's language and the shop's time zone, and redrawn when the countdown's minute turns.
 * Nothing of it is in the cached page: stock never touches a page render.
 */
export function AvailabilityProvider({
  lines,
  setup,
  children,
}: {
  lines: readonly AvailabilityLine[]
  setup: PromiseSetup
  children: React.ReactNode
}) {
  const locale = useLocale()
  const { timeZone, messages } = setup
  const t = useMemo<Translate>(() => {
    const translate = createTranslator({ locale, messages: { availability: messages }, namespace: 'availability' })
    return (key, values) => translate(key as never, values as never)
  }, [locale, messages])
  const [answers, setAnswers] = useState<Answers | null>(null)
  const [now, setNow] = useState(0)
  const [round, setRound] = useState(0)
  // One entry per line the rows show, so the same rows in another order (or again) ask nothing new.
  const unique = useMemo(() => {
    const seen = new Map<string, AvailabilityLine>()
    // What the route takes (a line it would refuse would refuse the page's whole request): such a line has no promise.
    for (const l of lines) if (askable(l)) seen.set(lineKey(l.pn, l.qty), { pn: l.pn, qty: l.qty })
    return [...seen.values()]
  }, [lines])
  const key = unique.map((l) => lineKey(l.pn, l.qty)).join('\n')

  const load = useEffectEvent(async (signal: AbortSignal) => {
    if (!unique.length) return
    const answer = await fetchAvailability(unique, signal)
    if (!answer || signal.aborted) return
    const byLine = new Map<string, Availability>()
    const byPn = new Map(answers?.byPn)
    answer.lines.forEach((a, i) => {
      byLine.set(lineKey(unique[i].pn, unique[i].qty), a)
      byPn.set(unique[i].pn, a)
    })
    const at = Date.now()
    setAnswers({ byLine, byPn, offset: answer.clockOffset, at })
    setNow(at + answer.clockOffset)
  })

  // The first answer at once; a changed quantity once typing pauses; again every few minutes while the page is seen.
  const delay = useEffectEvent(() => (answers ? TYPING_MS : 0))
  useEffect(() => {
    const controller = new AbortController()
    const timer = window.setTimeout(() => void load(controller.signal), delay())
    return () => {
      window.clearTimeout(timer)
      controller.abort()
    }
  }, [key, round])
  const stale = useEffectEvent(() => !answers || Date.now() - answers.at >= REFRESH_MS)
  useEffect(() => {
    const timer = window.setInterval(() => {
      if (document.visibilityState === 'visible') setRound((r) => r + 1)
    }, REFRESH_MS)
    // A page seen again after a while (a tab in the background, a laptop woken) asks at once.
    const onVisible = () => {
      if (document.visibilityState === 'visible' && stale()) setRound((r) => r + 1)
    }
    document.addEventListener('visibilitychange', onVisible)
    return () => {
      window.clearInterval(timer)
      document.removeEventListener('visibilitychange', onVisible)
    }
  }, [])

  const texts = useMemo(() => {
    const out = new Map<string, PromiseText>()
    if (!answers) return out
    for (const [k, a] of answers.byLine) out.set(k, promiseWords(a, { t, locale, timeZone, now }))
    for (const [pn, a] of answers.byPn) out.set(pn, promiseWords(a, { t, locale, timeZone, now }))
    return out
  }, [answers, now, t, locale, timeZone])

  // Redraw when the first countdown turns its minute; at a cutoff, ask for the next ship day.
  useEffect(() => {
    if (!answers) return
    let next = Infinity
    let expired = false
    for (const x of texts.values()) {
      if (x.changesAt !== null) next = Math.min(next, x.changesAt)
      expired ||= x.expired
    }
    const clock = () => Date.now() + answers.offset
    const timers: number[] = []
    if (next < Infinity) timers.push(window.setTimeout(() => setNow(clock()), Math.max(0, next - clock()) + 50))
    if (expired) timers.push(window.setTimeout(() => setRound((r) => r + 1), Math.max(0, answers.at + EXPIRED_RETRY_MS - Date.now())))
    return () => timers.forEach((id) => window.clearTimeout(id))
  }, [texts, answers])

  const textOf = useMemo<TextOf>(() => (pn, qty) => (texts.get(lineKey(pn, qty)) ?? texts.get(pn))?.text ?? null, [texts])
  return <PromisesContext.Provider value={textOf}>{children}</PromisesContext.Provider>
}
