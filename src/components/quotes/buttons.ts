/** The quote pages' buttons: the main action, the others, all with a visible keyboard focus. */
export const button =
  'rounded px-4 py-2 font-semibold focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary-700 aria-disabled:opacity-60'
export const primary = `${button} bg-primary-700 text-white hover:bg-primary-800 dark:bg-primary-400 dark:text-neutral-950`
export const secondary = `${button} border border-primary-700 text-primary-800 hover:bg-primary-50 dark:border-primary-400 dark:text-primary-300 dark:hover:bg-neutral-800`
