/**
 * A problem the import finds in a file: where (`products[12].listPrice`) and why. Shared by
 * the parser (format.ts, contentFormat.ts) and the importer's reference check (contentCheck.ts).
 */

export type ImportProblem = { path: string; reason: string }

/** `['products', 12, 'listPrice']` -> `products[12].listPrice`; odd keys are quoted: `customers["acme oem"]`. */
export function formatPath(path: readonly PropertyKey[]): string {
  let out = ''
  for (const part of path) {
    if (typeof part === 'number') out += `[${part}]`
    else if (typeof part === 'string' && /^[A-Za-z_$][\w$]*$/.test(part)) out += out ? `.${part}` : part
    else out += `[${JSON.stringify(String(part))}]`
  }
  return out || '(file)'
}
