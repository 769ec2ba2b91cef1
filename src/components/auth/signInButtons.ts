/** The sign-in steps' buttons. */
export const buttonPrimary =
  'inline-flex w-full items-center justify-center rounded bg-green-700 px-4 py-2.5 font-semibold text-white hover:bg-green-800 disabled:cursor-not-allowed disabled:opacity-60'
export const buttonSecondary =
  'inline-flex items-center justify-center rounded border border-neutral-300 px-4 py-2.5 font-semibold hover:bg-neutral-100 disabled:cursor-not-allowed disabled:opacity-60 dark:border-neutral-600 dark:hover:bg-neutral-800'
