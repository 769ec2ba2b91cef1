/**
 * A part's number, a link to its series page when it has one, and its title under it: a cart
 * line's and a favorite's heading (no hooks: both lists are client components).
 */
export function PartName({ pn, href, title }: { pn: string; href?: string | null; title?: string | null }) {
  return (
    <>
      <p className="font-mono font-semibold whitespace-nowrap">
        {href ? (
          <a href={href} className="text-primary-800 hover:underline dark:text-primary-300">
            {pn}
          </a>
        ) : (
          pn
        )}
      </p>
      {title && <p className="text-sm text-neutral-700 dark:text-neutral-300">{title}</p>}
    </>
  )
}
