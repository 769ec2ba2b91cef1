import net from 'node:net'

// The front server's life (README, "Operating the shop"): /healthz and /readyz, warm-up, and
// the drain on SIGTERM or SIGINT. Plain JavaScript, run by Node directly with serve.mjs.

/** Where the app registers what must finish before the process exits (the outbox's runner): functions returning promises. */
const SHUTDOWN_HOOKS = '__switchyardShutdown'
/** The app's readiness route, which asks the database (src/app/api/internal/ready). */
export const READY_ROUTE = '/api/internal/ready'

const sleep = (ms) => new Promise((r) => setTimeout(r, ms))
/** While draining, a connection that has carried no request this long is closed (its client will open a new one elsewhere). */
const IDLE_CLOSE_MS = 1_000

/** Each open connection with the requests it is serving now and since when it has served none. */
function trackSockets(server) {
  const sockets = new Map()
  server.on('connection', (socket) => {
    sockets.set(socket, { active: 0, idleSince: Date.now() })
    socket.once('close', () => sockets.delete(socket))
  })
  server.on('request', (req, res) => {
    const s = sockets.get(req.socket)
    if (!s) return
    s.active++
    res.once('close', () => {
      s.active--
      s.idleSince = Date.now()
    })
  })
  return {
    closeIdle(ms) {
      const now = Date.now()
      for (const [socket, s] of sockets) if (s.active === 0 && now - s.idleSince >= ms && socket.readableLength === 0) socket.destroy()
    },
  }
}

/** The drain's timings from the environment: DRAIN_DELAY_MS (default 5 s with DATABASE_URL, else 0) and the 25 s cap. */
export function drainSettings(env = process.env) {
  const delay = Number(env.DRAIN_DELAY_MS ?? (env.DATABASE_URL?.trim() ? 5_000 : 0))
  const cap = Number(env.DRAIN_TIMEOUT_MS ?? 25_000)
  return { delayMs: Number.isFinite(delay) && delay >= 0 ? delay : 0, capMs: Number.isFinite(cap) && cap > 0 ? cap : 25_000 }
}

function json(res, status, body) {
  const text = JSON.stringify(body)
  res.writeHead(status, {
    'Content-Type': 'application/json; charset=utf-8',
    'Content-Length': Buffer.byteLength(text),
    'Cache-Control': 'no-store',
  })
  res.end(text)
}

/**
 * The lifecycle of one server: `intercept(req, res, pathname)` answers /healthz and /readyz
 * (and marks every answer `Connection: close` once draining, so clients stop reusing their
 * connections before they are closed); `warm(port)` makes the first requests itself and then
 * reports ready; `drainOn(server, signals)` stops the process cleanly.
 */
export function createLifecycle({ log = console.log } = {}) {
  const state = { warm: false, draining: false }

  /** True when the request was answered here; a /readyz for a warm server is rewritten to the app's route. */
  function intercept(req, res, pathname) {
    if (state.draining) res.setHeader('Connection', 'close')
    if (pathname === '/healthz') {
      json(res, 200, { status: 'alive' })
      return true
    }
    if (pathname !== '/readyz') return false
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      json(res, 405, { status: 'method-not-allowed' })
      return true
    }
    if (state.draining || !state.warm) {
      json(res, 503, { status: state.draining ? 'draining' : 'starting' })
      return true
    }
    req.url = READY_ROUTE
    return false
  }

  /** The first requests of a fresh process (route modules load, the database pool opens), made before /readyz says ready. */
  async function warm(port) {
    for (let attempt = 0; attempt < 60 && !state.draining; attempt++) {
      try {
        const ready = await fetch(`http://127.0.0.1:${port}${READY_ROUTE}`)
        await ready.arrayBuffer()
        const home = await fetch(`http://127.0.0.1:${port}/`)
        await home.arrayBuffer()
        if (ready.ok && home.status < 500) {
          state.warm = true
          log(`> Ready for traffic (/readyz 200)`)
          return
        }
      } catch {
        // Not answering yet.
      }
      await sleep(500)
    }
  }

  /**
   * On the first of `signals`: /readyz answers 503 at once; after the drain delay (for the load
   * balancer to notice) the server stops accepting, requests in flight finish (at most the cap,
   * then their connections close), the app's shutdown hooks run, and the process exits 0.
   * Node's closeIdleConnections() is not used (nor http.Server's close(), which calls it): it
   * also closes a connection whose request has arrived but not been read yet, a reset for that
   * client (measured: 8 to 15 of ~900 requests under 16 clients). A connection is closed here only
   * when it has carried no request for IDLE_CLOSE_MS; every answer while draining says
   * `Connection: close`, so clients open no new requests on the others.
   */
  function drainOn(server, signals, { delayMs, capMs }) {
    const sockets = trackSockets(server)
    let started = false
    for (const signal of signals) {
      process.on(signal, () => {
        if (started) return
        started = true
        state.draining = true
        log(`> ${signal}: draining (readyz 503; closing in ${delayMs} ms, in-flight requests get up to ${capMs} ms)`)
        void (async () => {
          await sleep(delayMs)
          // net.Server's close: stops accepting and calls back once every connection has ended. http.Server's
          // own close() first runs closeIdleConnections(), which resets requests not read yet (see above).
          const closed = new Promise((resolve) => net.Server.prototype.close.call(server, resolve))
          const sweep = setInterval(() => sockets.closeIdle(IDLE_CLOSE_MS), 100)
          const cap = setTimeout(() => server.closeAllConnections(), capMs)
          await closed
          clearInterval(sweep)
          clearTimeout(cap)
          const hooks = [...(globalThis[SHUTDOWN_HOOKS] ?? [])]
          await Promise.race([Promise.allSettled(hooks.map((hook) => hook())), sleep(capMs)])
          log('> Drained; exiting')
          process.exit(0)
        })()
      })
    }
  }

  return { state, intercept, warm, drainOn }
}
