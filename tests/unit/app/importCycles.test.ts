import fs from 'node:fs'
import path from 'node:path'

import ts from 'typescript'
import { describe, expect, it } from 'vitest'

/*
 * No import circle in src, type-only imports included (issue 24): the one check of it.
 * ESLint's import/no-cycle skips `import type` by design and costs two minutes of lint over
 * this tree; this walks every import, export and import() of src as TypeScript reads them,
 * resolving `@/` and `@payload-config`, in about a second.
 */

const src = path.resolve('src')
const skip = /\.d\.ts$|^src\/(payload-types\.ts|migrations\/)/

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const p = path.join(dir, e.name)
    if (e.isDirectory()) return sourceFiles(p)
    return /\.(ts|tsx|mts|mjs|js)$/.test(e.name) && !skip.test(path.relative(process.cwd(), p)) ? [p] : []
  })
}

const endings = ['', '.ts', '.tsx', '.mts', '.mjs', '.js', '/index.ts', '/index.tsx', '/index.mjs']
function resolve(from: string, spec: string): string | null {
  const base =
    spec === '@payload-config'
      ? path.join(src, 'payload.config')
      : spec.startsWith('@/')
        ? path.join(src, spec.slice(2))
        : spec.startsWith('.')
          ? path.resolve(path.dirname(from), spec)
          : null
  if (!base) return null
  for (const ending of endings) {
    const file = base + ending
    if (fs.existsSync(file) && fs.statSync(file).isFile()) return file
  }
  return null
}

/** The circles of the graph: its strongly connected components of more than one file (Tarjan). */
function circles(graph: Map<string, string[]>): string[][] {
  let next = 0
  const index = new Map<string, number>()
  const low = new Map<string, number>()
  const stack: string[] = []
  const onStack = new Set<string>()
  const found: string[][] = []
  const visit = (v: string) => {
    index.set(v, next)
    low.set(v, next++)
    stack.push(v)
    onStack.add(v)
    for (const w of graph.get(v) ?? []) {
      if (!index.has(w)) {
        visit(w)
        low.set(v, Math.min(low.get(v)!, low.get(w)!))
      } else if (onStack.has(w)) low.set(v, Math.min(low.get(v)!, index.get(w)!))
    }
    if (low.get(v) !== index.get(v)) return
    const component: string[] = []
    let w: string
    do {
      w = stack.pop()!
      onStack.delete(w)
      component.push(w)
    } while (w !== v)
    if (component.length > 1 || (graph.get(v) ?? []).includes(v)) found.push(component.map((f) => path.relative(src, f)).sort())
  }
  for (const v of graph.keys()) if (!index.has(v)) visit(v)
  return found
}

describe('imports: no circle in src', () => {
  it('finds none, type-only imports included', () => {
    const graph = new Map<string, string[]>()
    for (const file of sourceFiles(src)) {
      const { importedFiles } = ts.preProcessFile(fs.readFileSync(file, 'utf8'), true, true)
      graph.set(file, [...new Set(importedFiles.map((i) => resolve(file, i.fileName)).filter((f): f is string => f !== null))])
    }
    expect(graph.size).toBeGreaterThan(300)
    expect(circles(graph)).toEqual([])
  })

  it('sees a circle closed by `import type`', () => {
    const a = path.join(src, 'a.ts')
    const b = path.join(src, 'b.ts')
    const graph = new Map([
      [a, [b]],
      [b, [a]],
    ])
    expect(circles(graph)).toEqual([['a.ts', 'b.ts']])
    expect(ts.preProcessFile("import type { B } from './b'\nexport type A = B\n", true, true).importedFiles.map((i) => i.fileName)).toEqual(
      ['./b'],
    )
  })
})
