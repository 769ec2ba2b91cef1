import { spawn } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import { build, buildIsCurrent, root } from '../lib/build'
import { ensureChromium } from '../lib/chromium'
import { audit, format, lint, typecheck, unused } from '../lib/checks'
import { e2ePorts, freeBase } from '../lib/ports'
import { postgresReachable, redisReachable, TEST_PG_URL, TEST_REDIS_URL } from '../lib/services'
import { step } from '../lib/step'
import { DATABASE_LANE_FLAGS, databaseLane, SERVER_LANE, vitest, type Tally } from '../lib/vitestRun'

/**
 * The browser suite; run once more when no test ran because its start failed: the web server
 * stopped at once (Playwright's bare "exited early") or the suite never started its tests
 * (Playwright sat idle before "Running N tests"). Both were seen on loaded machines with the
 * TypeScript loaders of Node 20 (a module load that never settles; README, "Tests on a loaded machine"). A start
 * that really cannot work fails the second run too.
 */
async function playwright(env: NodeJS.ProcessEnv, out: string): Promise<Tally> {
  const first = await playwrightOnce(env, out)
  if (first.started) return first.tally
  console.log(`  The browser tests did not start (${first.why}); starting the suite once more.`)
  await new Promise((r) => setTimeout(r, 5_000))
  // On ports nothing holds: a stopped suite's web server may not be gone yet.
  const base = Number(env.E2E_PORT ?? 3210)
  const free = await freeBase([base, base + 400, base + 500, base + 600], e2ePorts)
  return (await playwrightOnce({ ...env, E2E_PORT: String(free.base) }, out)).tally
}

/** How long the suite may take to start its first test: the web server's own limit is 2 minutes. */
const START_LIMIT_MS = 5 * 60_000

async function playwrightOnce(env: NodeJS.ProcessEnv, out: string): Promise<{ tally: Tally; started: boolean; why: string }> {
  fs.rmSync(out, { force: true })
  let started = false
  let stalled = false
  const code = await new Promise<number | null>((resolve) => {
    // Its own process group, so a stalled suite is stopped with its web server.
    const child = spawn(path.join(root, 'node_modules', '.bin', 'playwright'), ['test', '--reporter=list,json'], {
      cwd: root,
      env: { ...env, PLAYWRIGHT_JSON_OUTPUT_NAME: out },
      stdio: ['ignore', 'pipe', 'inherit'],
      detached: true,
    })
    const signal = (sig: NodeJS.Signals) => {
      try {
        process.kill(-child.pid!, sig)
      } catch {
        // Already gone.
      }
    }
    const timer = setTimeout(() => {
      stalled = true
      console.log(`  No browser test started in ${START_LIMIT_MS / 60_000} minutes; stopping the suite.`)
      // As Ctrl+C does: Playwright stops its web server (its own process group) on the way out.
      signal('SIGINT')
      setTimeout(() => signal('SIGKILL'), 30_000).unref()
    }, START_LIMIT_MS)
    child.stdout.on('data', (chunk: Buffer) => {
      process.stdout.write(chunk)
      if (!started && /Running \d+ tests?/.test(chunk.toString())) {
        started = true
        clearTimeout(timer)
      }
    })
    child.on('exit', (exitCode) => {
      clearTimeout(timer)
      resolve(exitCode)
    })
  })
  const report = fs.existsSync(out) ? JSON.parse(fs.readFileSync(out, 'utf8')) : undefined
  const why = stalled ? 'no test started' : 'its web server stopped before any test ran'
  if (!report?.stats) return { tally: { suite: 'e2e', passed: 0, failed: 1, skipped: 0 }, started, why }
  const s = report.stats
  const ran = s.expected + s.unexpected + s.flaky + s.skipped
  const failed = code !== 0
  return {
    tally: {
      suite: 'e2e',
      passed: s.expected + s.flaky,
      failed: s.unexpected + (failed && s.unexpected === 0 ? 1 : 0),
      skipped: s.skipped,
    },
    started: started || ran > 0,
    why,
  }
}

/** A check that is one pass or one failure in the tally. */
const one = (suite: string, ok: boolean): Tally => ({ suite, passed: ok ? 1 : 0, failed: ok ? 0 : 1, skipped: 0 })

/** The fuzz's seed in `npm test`: fixed, so a red run is the same run again (`npm run fuzz` takes a new one). */
const TEST_FUZZ_SEED = 20261124
/** The fuzz's short form in `npm test` (FUZZ_RUNS sets it); `npm run fuzz` is the long form, 10,000. */
const TEST_FUZZ_RUNS = Number(process.env.FUZZ_RUNS ?? 2_000)

/** The unit tests' limits when they run at the lowest priority beside the rest (vitest's 5 s would time a starved test). */
const UNIT_BACKGROUND_FLAGS = ['--testTimeout=60000', '--hookTimeout=60000']

/** A promise's outcome as a value, so a failure waits to be read (no unhandled rejection while other stages run). */
const settle = <T>(p: Promise<T>): Promise<{ tally: T } | { error: unknown }> =>
  p.then(
    (tally) => ({ tally }),
    (error: unknown) => ({ error }),
  )

/**
 * `npm test`: lint, type-check, every suite, the fuzz against the production build, and
 * with CI=true `npm audit`; PostgreSQL and Redis when reachable (required when CI=true).
 */
export async function test() {
  const ci = process.env.CI === 'true'
  const reports = fs.mkdtempSync(path.join(os.tmpdir(), 'switchyard-test-'))
  await step('Checking for Chromium (Debian package)', ensureChromium)
  const [pgUp, redisUp] = await Promise.all([postgresReachable(), redisReachable()])
  console.log(`  PostgreSQL at ${TEST_PG_URL}: ${pgUp ? 'reachable' : 'not reachable'}`)
  console.log(`  Redis at ${TEST_REDIS_URL}: ${redisUp ? 'reachable' : 'not reachable'}`)
  if (ci && !(pgUp && redisUp)) {
    throw new Error('With CI=true, PostgreSQL and Redis must be reachable (see the README for how to start them).')
  }
  // Ports left taken by an earlier run move this run elsewhere (scripts/lib/ports.ts).
  const fixed = (name: string) => (process.env[name] ? [Number(process.env[name])] : [])
  const e2e = await freeBase(fixed('E2E_PORT').length ? fixed('E2E_PORT') : [3210, 3610, 3710, 3810], e2ePorts)
  const pair = await freeBase(fixed('PAIR_PORT_A').length ? fixed('PAIR_PORT_A') : [3334, 3634, 3734], (b) => [b, b + 1])
  const fuzz = await freeBase(fixed('FUZZ_PORT').length ? fixed('FUZZ_PORT') : [3240, 3640, 3740], (b) => [b])
  // The integration checks against the browser tests' server (tests/integration/builtServer.int.test.ts): it, its stand-ins, and the development mailbox's server at +3.
  const request = await freeBase(fixed('REQUEST_PORT').length ? fixed('REQUEST_PORT') : [3360, 3660, 3760], (b) => [
    b,
    b + 1,
    b + 3,
    b + 4,
    ...[15, 16, 17, 18, 19, 20].map((d) => b + d),
  ])
  for (const [what, found] of [
    ['browser tests', e2e],
    ['two instances', pair],
    ['fuzz', fuzz],
    ['checks without a browser', request],
  ] as const) {
    if (found.taken.length) console.log(`  ports ${found.taken.join(', ')} are in use: the ${what} use ${found.base} and up instead`)
  }
  process.env.FUZZ_PORT = String(fuzz.base)
  const env = {
    ...process.env,
    E2E_PORT: String(e2e.base),
    REQUEST_PORT: String(request.base),
    PAIR_PORT_A: String(pair.base),
    PAIR_PORT_B: String(process.env.PAIR_PORT_B ?? pair.base + 1),
    SWITCHYARD_TEST_PG: pgUp ? '1' : '0',
    SWITCHYARD_TEST_REDIS: redisUp ? '1' : '0',
    TEST_DATABASE_URL: TEST_PG_URL,
    TEST_REDIS_URL,
  }

  const tallies: Tally[] = []
  // Lint, type-check, the unused-code check and the formatter side by side: each is one process.
  const [linted, typed, knipped, formatted] = await step(
    'Lint (ESLint), type-check (tsc --noEmit), unused code (knip) and format (Prettier)',
    () => Promise.all([lint(), typecheck(), unused(), format()]),
  )
  console.log(
    `  lint: ${linted.ok ? 'clean' : 'problems above'}; type-check: ${typed.ok ? 'clean' : 'errors above'}; knip: ${knipped.ok ? 'clean' : 'findings above'}; format: ${formatted.ok ? 'clean' : 'files above differ (npm run format)'}`,
  )
  tallies.push(one('lint', linted.ok), one('typecheck', typed.ok), one('knip', knipped.ok), one('format', formatted.ok))
  if (ci) {
    const audited = await step('Audit (npm audit --omit=dev: no high or critical finding)', audit)
    console.log(`  ${audited.reached ? '' : 'warning: not checked, '}${audited.summary}`)
    tallies.push(one('audit', audited.ok))
  }
  // The integration files in two lanes (scripts/lib/vitestRun.ts). Those on databases of their own run from now to
  // the end, at the lowest CPU priority, beside everything that follows: the build, the integration files that start
  // the built server (or count on the shared Redis), the browser tests and the fuzz. Those are the run's critical path
  // and take the CPU first; the database lane takes what they leave idle (a server starting, a page waiting on its
  // network). At equal priority it slowed the build from 113 s to 436 s; started after the server lane only, it ended
  // some 170 s after it, with the browser tests still to come.
  const databases = step('Integration lane [db]: databases of their own (beside the stages below)', () =>
    vitest('integration', env, path.join(reports, 'integration-db.json'), [...DATABASE_LANE_FLAGS, ...databaseLane()], '[db] ', true),
  )
  // The unit tests too, from now on at the lowest priority: CPU-bound and timing nothing, they take what the critical
  // path leaves idle (their per-test limit is raised, as a starved test is slow, not wrong). First, they cost 73 s of it.
  const units = step('Unit tests [unit] (beside the stages below)', () =>
    vitest('unit', env, path.join(reports, 'unit.json'), UNIT_BACKGROUND_FLAGS, '[unit] ', true),
  )
  // Settled at once, so a lane that fails early is not an unhandled rejection while the others run; read at the end.
  const databasesSettled = settle(databases)
  const unitsSettled = settle(units)
  if (!buildIsCurrent()) await step('Building the app (for the built-server and browser tests)', () => build())
  tallies.push(
    await step('Integration lane [server]: the built server and the shared Redis', () =>
      vitest('integration', env, path.join(reports, 'integration-server.json'), SERVER_LANE, '[server] '),
    ).then((tally) => ({ ...tally, suite: 'integration [server]' })),
  )
  tallies.push(
    await step('Browser end-to-end tests (each in one language, en or es; language checks in both)', () =>
      playwright(env, path.join(reports, 'e2e.json')),
    ),
  )
  tallies.push(
    await step(
      `Fuzz: ${TEST_FUZZ_RUNS.toLocaleString('en-US')} generated requests against the production build (npm run fuzz sends 10,000)`,
      async () => {
        const { runFuzz } = await import('./fuzz')
        const checks = await runFuzz({ seed: Number(process.env.FUZZ_SEED ?? TEST_FUZZ_SEED), runs: TEST_FUZZ_RUNS }).catch(
          (error: unknown) => [{ name: 'the fuzz ran', ok: false, detail: String(error) }],
        )
        for (const c of checks) console.log(`  ${c.ok ? '✓' : '✗'} ${c.name}: ${c.detail}`)
        return { suite: 'fuzz', passed: checks.filter((c) => c.ok).length, failed: checks.filter((c) => !c.ok).length, skipped: 0 }
      },
    ),
  )
  const unitTally = await step('Waiting for the unit tests [unit]', () => unitsSettled)
  if ('error' in unitTally) throw unitTally.error
  tallies.push(unitTally.tally)
  const settled = await step('Waiting for the integration lane [db]', () => databasesSettled)
  if ('error' in settled) throw settled.error
  tallies.push({ ...settled.tally, suite: 'integration [db]' })

  console.log('')
  for (const t of tallies) console.log(`  ${t.suite.padEnd(20)} ${t.passed} passed, ${t.failed} failed, ${t.skipped} skipped`)
  const passed = tallies.reduce((n, t) => n + t.passed, 0)
  const failed = tallies.reduce((n, t) => n + t.failed, 0)
  const skipped = tallies.reduce((n, t) => n + t.skipped, 0)
  console.log(`tests: ${passed} passed, ${failed} failed, ${skipped} skipped`)
  if (failed > 0 || passed === 0) process.exit(1)
}

/** The checks whose long form is too slow for every `npm test`, at full length (README, Quick start). */
const LONG_FORMS = {
  'tests/integration/payloadRest.int.test.ts': { PAYLOAD_REST_ALL: '1' },
  'tests/integration/responseCacheSpelling.int.test.ts': { CACHE_SPELLING_RUNS: '30' },
  'tests/integration/staffSignIn.int.test.ts': { STAFF_SIGN_IN_ROUNDS: '20' },
}

/** `npm run test:long`: the long forms of the integration checks that `npm test` runs short, on both databases when reachable. */
export async function testLong() {
  const [pgUp, redisUp] = await Promise.all([postgresReachable(), redisReachable()])
  if (!buildIsCurrent()) await step('Building the app (the cache spellings run against the production build)', () => build())
  const reports = fs.mkdtempSync(path.join(os.tmpdir(), 'switchyard-test-long-'))
  const tallies: Tally[] = []
  for (const [file, extra] of Object.entries(LONG_FORMS)) {
    const env = {
      ...process.env,
      ...extra,
      SWITCHYARD_TEST_PG: pgUp ? '1' : '0',
      SWITCHYARD_TEST_REDIS: redisUp ? '1' : '0',
      TEST_DATABASE_URL: TEST_PG_URL,
      TEST_REDIS_URL,
    }
    tallies.push(
      await step(
        `${file} (${Object.entries(extra)
          .map(([k, v]) => `${k}=${v}`)
          .join(' ')})`,
        () => vitest('integration', env, path.join(reports, `${path.basename(file)}.json`), [file]),
      ),
    )
  }
  for (const t of tallies) console.log(`  ${t.suite.padEnd(20)} ${t.passed} passed, ${t.failed} failed, ${t.skipped} skipped`)
  if (tallies.some((t) => t.failed > 0)) process.exit(1)
}
