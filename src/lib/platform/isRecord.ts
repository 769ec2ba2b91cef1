/** A plain object (not null, not an array): JSON's `{ … }`. */
export const isRecord = (v: unknown): v is Record<string, unknown> => Boolean(v) && typeof v === 'object' && !Array.isArray(v)
