import { getTranslations } from 'next-intl/server'

import { findRep } from '@/domain'
import type { Locale } from '@/i18n/locales'
import { getReps } from '@/lib/commerce/server/data'
import { listCountries } from '@/lib/commerce/server/countries'

type Query = { phone: string; state: string; country: string }

const field = 'mt-1 block w-full rounded border border-neutral-400 bg-white px-3 py-2 dark:border-neutral-600 dark:bg-neutral-900'

export async function RepFinder({ locale, query }: { locale: Locale; query: Query }) {
  const t = await getTranslations('reps')
  const [reps, countries] = await Promise.all([getReps(), listCountries(locale)])
  const asked = Boolean(query.phone || query.state || query.country)
  const rep = asked ? findRep(reps, query) : null
  return (
    <section className="max-w-2xl rounded border border-neutral-300 bg-white p-6 dark:border-neutral-800 dark:bg-neutral-900">
      <h1 className="text-2xl font-bold">{t('title')}</h1>
      <p className="mt-2 text-neutral-700 dark:text-neutral-300">{t('intro')}</p>
      <form method="get" className="mt-4 grid gap-4 sm:grid-cols-3" data-testid="rep-form">
        <label className="text-sm font-semibold">
          {t('phone')}
          <input name="phone" type="tel" defaultValue={query.phone} placeholder={t('phoneHint')} className={field} autoComplete="tel" />
        </label>
        <label className="text-sm font-semibold">
          {t('state')}
          <input name="state" defaultValue={query.state} placeholder={t('stateHint')} maxLength={2} className={`${field} uppercase`} />
        </label>
        <label className="text-sm font-semibold">
          {t('country')}
          <select name="country" defaultValue={query.country} className={field}>
            <option value="">{t('anyCountry')}</option>
            {countries.map((c) => (
              <option key={c.code} value={c.code}>
                {c.name}
              </option>
            ))}
          </select>
        </label>
        <button
          type="submit"
          className="rounded bg-primary-700 px-4 py-2 font-semibold text-white hover:bg-primary-800 sm:col-span-3 sm:justify-self-start"
        >
          {t('submit')}
        </button>
      </form>
      {asked && (
        <div
          role="status"
          data-testid="rep-result"
          className="mt-6 rounded border border-primary-300 bg-primary-50 p-4 dark:border-primary-800 dark:bg-primary-950"
        >
          {rep ? (
            <>
              <p className="text-sm font-semibold uppercase tracking-wide text-primary-800 dark:text-primary-300">{t('result')}</p>
              <p className="mt-1 text-xl font-bold">{rep.rep}</p>
              {rep.territory && <p className="text-neutral-700 dark:text-neutral-300">{t('territory', { territory: rep.territory })}</p>}
            </>
          ) : (
            <p>{t('none')}</p>
          )}
        </div>
      )}
    </section>
  )
}
