import { spawn } from 'node:child_process'
import path from 'node:path'

import { root } from './build'

export type CheckResult = { ok: boolean; output: string; stdout: string; code: number | null }

/** Runs a command, printing its output as it comes, and says whether it exited 0. */
export function check(command: string, args: string[], env: NodeJS.ProcessEnv = process.env, echo = true): Promise<CheckResult> {
  return new Promise((resolve) => {
    const child = spawn(command, args, { cwd: root, env, stdio: ['ignore', 'pipe', 'pipe'] })
    let output = ''
    let stdout = ''
    const take = (chunk: Buffer) => {
      output += chunk.toString()
      if (echo) process.stdout.write(chunk)
    }
    child.stdout.on('data', (chunk: Buffer) => {
      stdout += chunk.toString()
      take(chunk)
    })
    child.stderr.on('data', take)
    child.on('error', (e) => resolve({ ok: false, output: `${output}${e.message}`, stdout, code: null }))
    child.on('exit', (code) => resolve({ ok: code === 0, output, stdout, code }))
  })
}

const bin = (name: string) => path.join(root, 'node_modules', '.bin', name)
const cache = path.join(root, 'node_modules', '.cache', 'switchyard')

/** ESLint over the repository (eslint.config.mjs), with its cache so a second run takes seconds. */
export const lint = () => check(bin('eslint'), ['.', '--max-warnings=0', '--cache', '--cache-location', path.join(cache, 'eslint')])

/** The TypeScript compiler's check of everything tsconfig.json covers, incremental between runs. */
export const typecheck = () => check(bin('tsc'), ['--noEmit', '--incremental', '--tsBuildInfoFile', path.join(cache, 'tsc.tsbuildinfo')])

/** Prettier (.prettierrc.json, .prettierignore): the code is as the formatter writes it (`npm run format` fixes it). */
export const format = () =>
  check(bin('prettier'), ['--check', '.', '--log-level=warn', '--cache', '--cache-location', path.join(cache, 'prettier')])

/** Knip (knip.jsonc): unused files, exports, types and dependencies, and dependencies used but not listed. */
export const unused = () => check(bin('knip'), ['--no-progress'])

export type AuditResult = { ok: boolean; reached: boolean; summary: string }

/**
 * `npm audit --omit=dev`: fails on any high or critical finding in what the shop runs
 * with. A registry that cannot answer (offline, a mirror without the audit endpoint) is a
 * warning, not a failure: the check then did not happen, and says so.
 */
export async function audit(): Promise<AuditResult> {
  const { output, stdout } = await check('npm', ['audit', '--omit=dev', '--json'], process.env, false)
  return auditVerdict(stdout, output)
}

type AuditReport = {
  metadata?: { vulnerabilities?: Record<string, number> }
  vulnerabilities?: Record<string, { severity: string; range?: string }>
  message?: string
  error?: { summary?: string }
}

/** Reads `npm audit --json`'s report: fails on high or critical findings; no report means not checked. */
export function auditVerdict(stdout: string, output = stdout): AuditResult {
  let report: AuditReport
  try {
    report = JSON.parse(stdout)
  } catch {
    return { ok: true, reached: false, summary: `npm audit gave no report: ${output.trim().split('\n').at(-1) ?? ''}` }
  }
  const counts = report.metadata?.vulnerabilities
  if (!counts)
    return {
      ok: true,
      reached: false,
      summary: `the registry did not answer the audit (${report.message ?? report.error?.summary ?? 'no report'})`,
    }
  const serious = Object.entries(report.vulnerabilities ?? {}).filter(([, v]) => v.severity === 'high' || v.severity === 'critical')
  const summary = `${Object.entries(counts)
    .map(([level, n]) => `${level} ${n}`)
    .join(
      ', ',
    )}${serious.length ? `; high or critical: ${serious.map(([name, v]) => `${name} (${v.severity}, ${v.range ?? '?'})`).join(', ')}` : ''}`
  return { ok: serious.length === 0, reached: true, summary }
}
