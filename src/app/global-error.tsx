'use client'

/** The last resort when even the locale root fails: no translations can be trusted here. */
export default function GlobalError() {
  return (
    <html lang="en">
      <body style={{ fontFamily: 'system-ui, sans-serif', padding: '3rem' }}>
        <title>Internal Server Error</title>
        <h1>Internal Server Error</h1>
        <p lang="es">Error interno del servidor</p>
        <a href="/">Home</a> · <a href="/es">Inicio</a>
      </body>
    </html>
  )
}
