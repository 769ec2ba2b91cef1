const roles = ['primary', 'secondary', 'success', 'info', 'warning', 'error', 'neutral'] as const
const shades = [50, 100, 200, 300, 400, 500, 600, 700, 800, 900, 950] as const

/** Every semantic colour at every shade, and the plain colour (500 light, 400 dark). */
export function ThemeSwatches() {
  return (
    <table className="text-xs">
      <tbody>
        {roles.map((role) => (
          <tr key={role}>
            <th className="pr-2 text-left">{role}</th>
            {shades.map((shade) => (
              <td key={shade} className="h-6 w-10" style={{ background: `var(--color-${role}-${shade})` }} title={`${role}-${shade}`} />
            ))}
            <td data-testid={`swatch-${role}`} className="h-6 w-16" style={{ background: `var(--ui-${role})` }} />
          </tr>
        ))}
      </tbody>
    </table>
  )
}
