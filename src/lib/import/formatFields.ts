import { z } from 'zod'

import { validateSlug } from '@/lib/catalogue/slug'

/**
 * The zod field types the import format's sections are built from (commerceFormat.ts and
 * contentFormat.ts): text, part numbers, money, fractions, counts, zones, slugs, codes and
 * ZIP lists, each with the plain-English reason a bad value gets.
 */

export const text = () => z.string().trim().min(1, 'must not be empty')
/** A part number or pattern as compared everywhere: trimmed and upper-cased. */
export const partNumber = () => z.string().trim().toUpperCase().min(1, 'must not be empty')
export const money = () => z.number().min(0, 'must be 0 or more')
export const fraction = () =>
  z.number().min(0, 'must be a fraction from 0 to 1 (0.07 is 7%)').max(1, 'must be a fraction from 0 to 1 (0.07 is 7%)')
export const count = () => z.number().int('must be a whole number').min(1, 'must be 1 or more')
export const zone = () =>
  z.number().int('must be a whole number from 2 to 8').min(2, 'must be a zone from 2 to 8').max(8, 'must be a zone from 2 to 8')
export const categorySlug = () =>
  z
    .string()
    .trim()
    .superRefine((value, ctx) => {
      const valid = validateSlug(value, false)
      if (valid !== true) ctx.addIssue({ code: 'custom', message: `is not a category slug such as wire-duct: ${valid.toLowerCase()}` })
    })
export const upperCode = (length: number, example: string) =>
  z
    .string()
    .trim()
    .toUpperCase()
    .regex(new RegExp(`^[A-Z]{${length}}$`), `must be ${length} letters, e.g. ${example}`)

/** '150*, 151*' -> '150*,151*'; each entry a 5-digit ZIP, a prefix ending in *, or * alone. */
export const zipList = () =>
  z
    .string()
    .transform((value) =>
      value
        .split(',')
        .map((entry) => entry.trim())
        .filter(Boolean)
        .join(','),
    )
    .refine((value) => value === '*' || (value !== '' && value.split(',').every((entry) => /^(\d{5}|\d{1,5}\*)$/.test(entry))), {
      message: 'must be * or a comma list of 5-digit ZIP codes and prefixes ending in *, e.g. 150*,15222',
    })
