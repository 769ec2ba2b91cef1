/** A checkout step's card and its secondary button. */
export const stepClass = 'rounded border border-neutral-300 bg-white p-4 dark:border-neutral-800 dark:bg-neutral-900'
export const secondary =
  'rounded border border-neutral-500 px-3 py-1.5 text-sm font-semibold hover:bg-neutral-100 dark:hover:bg-neutral-800'
