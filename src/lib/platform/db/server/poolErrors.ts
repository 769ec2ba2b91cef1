import { getLogger } from '@/lib/platform/observability/server/log.mjs'

const log = getLogger('database')

type Pool = { on(event: 'error', listener: (error: Error & { code?: string }) => void): unknown }

/**
 * pg's Pool emits `error` when an idle connection is ended under it (PostgreSQL restarted or
 * failed over, an idle timeout on the way); with no listener that is an uncaught exception
 * of some 170 lines. Here it is one line: the pool drops that connection and opens another
 * on the next query.
 */
export function logPoolErrors<P extends Pool>(pool: P, name: string): P {
  pool.on('error', (error) =>
    log.error({ pool: name, problem: error.code ?? error.message }, 'an idle connection was lost; reconnecting on demand'),
  )
  return pool
}
