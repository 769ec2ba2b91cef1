import { Logo } from './Logo.client'

type Props = {
  title: string
  message: React.ReactNode
  help?: string
  homeHref: string
  homeLabel: string
  siteName: string
  children?: React.ReactNode
}

/** The error layout: a plain frame with the logo, the message and a way home. */
export function ErrorLayout({ title, message, help, homeHref, homeLabel, siteName, children }: Props) {
  return (
    <div className="flex min-h-screen flex-col">
      <title>{title}</title>
      <header className="border-b border-neutral-300 bg-white px-4 py-3 dark:border-neutral-800 dark:bg-neutral-900">
        {/* Named by the wordmark it shows (WCAG 2.5.3, label in name); the way home is the button below. */}
        <a href={homeHref}>
          <Logo title={siteName} />
        </a>
      </header>
      <main id="main" className="mx-auto flex w-full max-w-3xl flex-1 flex-col justify-center px-4 py-16">
        <h1 className="text-2xl font-bold" data-testid="error-message">
          {message}
        </h1>
        {help && <p className="mt-3 text-neutral-600 dark:text-neutral-400">{help}</p>}
        <div className="mt-6 flex gap-3">
          <a href={homeHref} className="rounded bg-primary-700 px-4 py-2 font-semibold text-white hover:bg-primary-800">
            {homeLabel}
          </a>
          {children}
        </div>
      </main>
    </div>
  )
}
