import { spawn } from 'node:child_process'
import { createHash } from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'

export const root = path.resolve(import.meta.dirname, '..', '..')
const hashFile = path.join(root, '.next', 'switchyard-build-hash')
const inputs = ['src', 'public', 'next.config.ts', 'postcss.config.mjs', 'tsconfig.json', 'package-lock.json']

function walk(p: string, files: string[]) {
  if (!fs.existsSync(p)) return
  if (fs.statSync(p).isDirectory()) {
    for (const entry of fs.readdirSync(p).sort()) walk(path.join(p, entry), files)
  } else files.push(p)
}

/** A hash of everything the build reads: a different hash means the build is stale. */
export function sourceHash(): string {
  const files: string[] = []
  for (const input of inputs) walk(path.join(root, input), files)
  const hash = createHash('sha256')
  for (const f of files) hash.update(path.relative(root, f)).update(fs.readFileSync(f))
  return hash.digest('hex')
}

export function buildIsCurrent(): boolean {
  return (
    fs.existsSync(path.join(root, '.next', 'BUILD_ID')) && fs.existsSync(hashFile) && fs.readFileSync(hashFile, 'utf8') === sourceHash()
  )
}

/** Runs a command with inherited output; rejects on a non-zero exit. */
export function run(command: string, args: string[], env: NodeJS.ProcessEnv = process.env): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd: root, stdio: 'inherit', env })
    child.on('error', reject)
    child.on('exit', (code) => (code === 0 ? resolve() : reject(new Error(`${command} ${args.join(' ')} exited with ${code}`))))
  })
}

export async function build(env: NodeJS.ProcessEnv = process.env): Promise<void> {
  const hash = sourceHash()
  await run(path.join(root, 'node_modules', '.bin', 'next'), ['build', '--webpack'], {
    ...env,
    NODE_ENV: 'production',
    NODE_OPTIONS: '--no-deprecation --max-old-space-size=4096',
  })
  fs.writeFileSync(hashFile, hash)
}
