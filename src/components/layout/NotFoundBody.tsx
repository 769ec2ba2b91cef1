import { NotFoundMessage } from './NotFoundMessage.client'
import { NotFoundSearch } from './NotFoundSearch.client'

/**
 * The 404's content in the default layout, for the cached pages' 404 (NotFoundView) and
 * the layout's not-found page alike: the title, "Page not found: {path}" in the HTML, a
 * search for the words of the missing path and the way home.
 */
export function NotFoundBody({ title, backHome, homeHref }: { title: string; backHome: string; homeHref: string }) {
  return (
    <section className="mx-auto flex max-w-3xl flex-col py-16">
      <title>{title}</title>
      <meta name="robots" content="noindex" />
      <h1 className="text-2xl font-bold" data-testid="error-message">
        <NotFoundMessage />
      </h1>
      <NotFoundSearch />
      <p className="mt-6">
        <a
          href={homeHref}
          className="inline-flex min-h-11 items-center rounded border border-neutral-400 px-4 py-2 font-semibold hover:bg-neutral-100 dark:border-neutral-600 dark:hover:bg-neutral-800"
        >
          {backHome}
        </a>
      </p>
    </section>
  )
}
