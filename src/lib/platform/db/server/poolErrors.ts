type Pool = { on(event: 'error', listener: (error: Error & { code?: string }) => void): unknown }

/**
 * pg's Pool emits `error` when an idle connection is ended under it (PostgreSQL restarted or
 * failed over, an idle timeout on the way); with no listener that is an uncaught exception
 * of some 170 lines. Here it is one line: the pool drops that connection and opens another
 * on the next query.
 */
export function logPoolErrors<P extends Pool>(pool: P, name: string): P {
  pool.on('error', (error) =>
    console.error(`${name} database: an idle connection was lost (${error.code ?? error.message}); reconnecting on demand`),
  )
  return pool
}
