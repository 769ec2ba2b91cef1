import { build, buildIsCurrent } from '../lib/build'
import { runSoak } from '../lib/soak'

/**
 * `npm run soak [-- --minutes N]`: issue 25's proof under faults, long (20 minutes by default:
 * two thirds on PostgreSQL with two instances and Redis, a third on SQLite). Needs a build
 * (`npm run build`, or any npm test), PostgreSQL and redis-server. Prints the counts and
 * exits 1 on any problem.
 */
export async function soak(args: string[]): Promise<void> {
  const at = args.indexOf('--minutes')
  const minutes = at >= 0 ? Number(args[at + 1]) : 20
  if (!Number.isFinite(minutes) || minutes <= 0) throw new Error('--minutes expects a positive number')
  const seconds = Math.round(minutes * 60)
  if (!buildIsCurrent()) await build()
  const reports = await runSoak({ postgresSeconds: Math.round((seconds * 2) / 3), sqliteSeconds: Math.round(seconds / 3) })
  const problems = reports.flatMap((r) => r.problems)
  console.log(
    problems.length ? `soak: ${problems.length} problem(s)` : 'soak: every order once, every mail and event delivered, nothing stuck',
  )
  if (problems.length) process.exitCode = 1
}
