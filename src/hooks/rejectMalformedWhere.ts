import { APIError, buildVersionCollectionFields, type CollectionBeforeOperationHook, type SanitizedConfig } from 'payload'

import { MAX_LIST, whereProblem, type Reason, type WhereProblem } from './whereRules'

const WORDS: Record<'en' | 'es', Record<Reason, (p: WhereProblem) => string>> = {
  en: {
    operator: (p) => `The field ${p.path} cannot be filtered with "${p.operator}".`,
    value: (p) =>
      `The value of ${p.path} ${p.operator} does not fit the field (a date as 2026-01-31, a number or an id in digits, true or false, a choice as one of its options).`,
    shape: (p) =>
      `${p.path} ${p.operator} takes ${p.operator.endsWith('in') || p.operator === 'all' ? 'values separated by commas' : 'one value'}, not an object.`,
    list: (p) => `${p.path} ${p.operator} takes at most ${MAX_LIST} values.`,
    path: (p) => `The path ${p.path} cannot be queried.`,
  },
  es: {
    operator: (p) => `El campo ${p.path} no se puede filtrar con "${p.operator}".`,
    value: (p) =>
      `El valor de ${p.path} ${p.operator} no corresponde al campo (una fecha como 2026-01-31, un número o un id en cifras, true o false, una opción de las del campo).`,
    shape: (p) =>
      `${p.path} ${p.operator} admite ${p.operator.endsWith('in') || p.operator === 'all' ? 'valores separados por comas' : 'un solo valor'}, no un objeto.`,
    list: (p) => `${p.path} ${p.operator} admite como mucho ${MAX_LIST} valores.`,
    path: (p) => `No se puede consultar la ruta ${p.path}.`,
  },
}

/** The refusal's words in the caller's language (Accept-Language), as the front server chooses them. */
export function whereRefusal(problem: WhereProblem, acceptLanguage: string | null): string {
  return WORDS[/^\s*es\b/i.test(acceptLanguage ?? '') ? 'es' : 'en'][problem.reason](problem)
}

/**
 * A `where` from outside (REST) whose operator or value its field cannot take answers 400
 * naming it (src/hooks/whereRules.ts), before the database sees it. The Local API's callers
 * are the app's own code, which builds its queries from checked input.
 */
export const rejectMalformedWhere: CollectionBeforeOperationHook = ({ args, collection, operation, req }) => {
  if (req.payloadAPI === 'local') return args
  const where = (args as { where?: unknown }).where
  if (!where || typeof where !== 'object') return args
  // Payload hands a versions read to the hook as a plain 'read': the REST path tells them apart.
  const versions = operation === 'countVersions' || /\/versions(?:\/count)?\/?$/.test(new URL(req.url ?? '/', 'http://x').pathname)
  const fields = versions ? buildVersionCollectionFields(req.payload.config, collection, true) : collection.flattenedFields
  const problem = whereProblem(where, { payload: req.payload, fields, collectionSlug: collection.slug, locale: req.locale ?? undefined })
  if (problem) throw new APIError(whereRefusal(problem, req.headers.get('accept-language')), 400, null, true)
  return args
}

/**
 * Puts the check first on every collection of the sanitized config, Payload's own included
 * (preferences, locked documents, the jobs queue), which exist only once it is sanitized.
 */
export function withWhereCheck(config: SanitizedConfig): SanitizedConfig {
  for (const collection of config.collections) {
    collection.hooks.beforeOperation = [rejectMalformedWhere, ...(collection.hooks.beforeOperation ?? [])]
  }
  return config
}
