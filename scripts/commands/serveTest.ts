import { startOnFreshDatabase } from '../lib/demoServer'

/** E2E_PORT lets two checkouts run their browser tests side by side. */
export const E2E_PORT = Number(process.env.E2E_PORT ?? 3210)
export const E2E_ADMIN = { email: 'e2e-admin@switchyard.test', password: 'e2e-password-123' }

/**
 * The browser tests' server: the production build on a fresh embedded database in a
 * temporary folder, with the test layout's routes on. Playwright starts and stops it.
 */
export async function serveTest() {
  // Playwright shows this process's stderr only: say when it starts and how it ends, so a
  // server that "exited early" says how (a signal from outside, an exit code, an error).
  console.error(`serve-test: starting (pid ${process.pid}, port ${E2E_PORT})`)
  process.on('exit', (code) => console.error(`serve-test: exiting with code ${code}`))
  // A hang-up is not a stop: Playwright stops this server with SIGTERM when its tests end.
  process.on('SIGHUP', () => console.error('serve-test: got SIGHUP (ignored)'))
  const early = (signal: NodeJS.Signals) => {
    console.error(`serve-test: got ${signal} while starting`)
    process.exit(1)
  }
  process.once('SIGINT', early).once('SIGTERM', early)
  const { OIDC_PORT, SMTP_PORT, STRIPE_SECRET_KEY, STRIPE_WEBHOOK_SECRET, startIcons, startMailSink, startOidc, startStripe } =
    await import('../../tests/e2e/helpers/services')
  const { importVectors } = await import('../../tests/fixtures/importVectors')
  const [mailSink, oidc, stripe, icons] = await Promise.all([startMailSink(), startOidc(), startStripe(), startIcons()])
  const vars = {
    SWITCHYARD_TEST_ROUTES: '1',
    // Real mail over SMTP to the sink (or, with E2E_MAIL=outbox, the embedded mode's outbox and
    // its mailbox page), Google played by a local OpenID Connect provider.
    SMTP_URL: process.env.E2E_MAIL === 'outbox' ? '' : `smtp://127.0.0.1:${SMTP_PORT}`,
    GOOGLE_CLIENT_ID: 'switchyard-e2e',
    GOOGLE_CLIENT_SECRET: 'switchyard-e2e-secret',
    GOOGLE_DISCOVERY_URL: `http://localhost:${OIDC_PORT}/.well-known/openid-configuration`,
    // Card payments through Stripe Checkout, Stripe played by a local fake (its API and hosted page).
    STRIPE_SECRET_KEY,
    STRIPE_WEBHOOK_SECRET,
    STRIPE_API_BASE: stripe.url,
    // The icon service (Iconify's API) played by a local stand-in.
    ICON_API_URL: icons.url,
    // As if behind a proxy: each test names its own client IP, so rate limits stay per test.
    TRUSTED_PROXY: '1',
  }
  // The app server on a fresh embedded database in a temporary folder, with the admin and the worked examples.
  const server = await startOnFreshDatabase(E2E_PORT, { folder: 'switchyard-e2e-', admin: E2E_ADMIN, vars, fill: importVectors })
  const stop = () =>
    void Promise.allSettled(
      [() => server.stop(), () => oidc.stop(), () => stripe.close(), () => icons.close(), () => mailSink.close()].map((f) =>
        Promise.resolve().then(f),
      ),
    ).then(() => process.exit(0))
  process.off('SIGINT', early).off('SIGTERM', early)
  process.on('SIGINT', stop)
  process.on('SIGTERM', stop)
  await new Promise<void>((resolve) =>
    server.child.once('exit', (code, signal) => {
      // Playwright only says the web server "exited early": say why here (its stderr is shown).
      console.error(`serve-test: the app server on port ${E2E_PORT} exited (code ${code}, signal ${signal})`)
      resolve()
    }),
  )
}
