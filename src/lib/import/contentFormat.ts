import { z } from 'zod'

import { RESOURCE_LANGUAGES } from '@/lib/catalogue/documents'
import { isRecord } from '@/lib/platform/isRecord'
import { validateSlug } from '@/lib/catalogue/slug'

import { text } from './formatFields'
import { leadTimeDays } from './stockFormat'

/**
 * The content and catalogue sections of the data-import file (docs/import-format-content.md):
 * uploads, icons, categories, attribute titles, series pages, the routed documents,
 * translatable strings, menus and social links, plus the fields they add to the commerce
 * sections (parts, part prefixes, settings). format.ts joins them to the file's schema.
 *
 * Records refer to each other by natural key: documents by English slug, series by code,
 * uploads by file name, icons by snake name. Whether a key names a record is checked at
 * import time (contentImport.ts), when the database is at hand.
 */

// ---- Field helpers ------------------------------------------------------------------------

const BILINGUAL = 'expects { "en": "…", "es": "…" }'
const bilingualError = (issue: { input?: unknown }) => (issue.input === undefined ? 'is required' : BILINGUAL)
/** A text in both languages, both required. */
export const bilingual = () => z.strictObject({ en: text(), es: text() }, { error: bilingualError })
/** Markdown per language (headings, paragraphs, bold, italic, links, lists). */
const markdown = bilingual

const slug = (multiSegment: boolean) =>
  z
    .string()
    .trim()
    .superRefine((value, ctx) => {
      const valid = validateSlug(value, multiSegment)
      if (valid !== true) {
        const example = multiSegment ? 'push-buttons/sy22-pl' : 'wire-duct'
        ctx.addIssue({ code: 'custom', message: `is not a slug such as ${example}: ${valid.toLowerCase()}` })
      }
    })
/** `{ "en": "wire-duct", "es": "canaleta-ranurada" }`. */
const bilingualSlug = (multiSegment = false) =>
  z.strictObject({ en: slug(multiSegment), es: slug(multiSegment) }, { error: bilingualError })
/** A reference to a document by its English slug. */
const slugRef = () => slug(false)
/** A series code as parts carry it: trimmed and upper-cased, e.g. SY22-PL. */
export const seriesCode = () =>
  z
    .string()
    .trim()
    .toUpperCase()
    .regex(/^[A-Z0-9][A-Z0-9._/-]*$/, 'must be a series code such as SY22-PL (letters, digits, - . / _)')

/** Characters Payload would change or refuse in an upload's file name. */
const UNSAFE_NAME = /[/\\?<>:*|"\u0000-\u001f]/
const IMAGE_TYPES = ['svg', 'png', 'jpg', 'jpeg', 'webp', 'gif', 'avif']
const extensionOf = (name: string) => (name.includes('.') ? name.split('.').pop()!.toLowerCase() : '')
/** 'media/sy22.svg' -> 'sy22.svg'. */
export const fileNameOf = (file: string) => file.split(/[/\\]/).pop() ?? file

/** A file beside the import file (`media/x.svg`); its name is the upload's key. */
const uploadPath = (types: string[], what: string) =>
  z
    .string()
    .trim()
    .min(1, 'must not be empty')
    .superRefine((value, ctx) => {
      const name = fileNameOf(value)
      if (!name || name.startsWith('.') || UNSAFE_NAME.test(name) || name !== name.trim()) {
        ctx.addIssue({
          code: 'custom',
          message: 'must end in a file name of letters, digits, dashes, dots or spaces, e.g. media/sy22-pl-red.svg',
        })
      } else if (!types.includes(extensionOf(name))) {
        ctx.addIssue({ code: 'custom', message: `must be ${what} (${types.map((t) => `.${t}`).join(', ')})` })
      }
    })
/** A reference to an upload by its file name (a path such as media/x.svg is read as its name). */
const uploadRef = () => z.string().trim().min(1, 'must not be empty').transform(fileNameOf)

const date = () =>
  z
    .string()
    .trim()
    .regex(/^\d{4}-\d{2}-\d{2}(T[\d:.]+(Z|[+-]\d{2}:?\d{2})?)?$/, 'must be a date such as 2026-03-14')
    .refine((v) => !Number.isNaN(Date.parse(v.length === 10 ? `${v}T00:00:00Z` : v)), 'must be a date such as 2026-03-14')

const status = () =>
  z.enum(['published', 'draft'], { error: (i) => (i.input === undefined ? 'is required' : 'must be "published" or "draft"') })
const order = () => z.number().int('must be a whole number')
const iconKey = () =>
  z
    .string()
    .trim()
    .regex(/^[a-z0-9]+(?:[_-][a-z0-9]+)*$/, 'must be lowercase words joined by _, e.g. arrow_right')

/** The fields every routed document has: slug, title, summary, content and image. */
const commonFields = (multiSegmentSlug = false) => ({
  slug: bilingualSlug(multiSegmentSlug),
  title: bilingual(),
  summary: bilingual().optional(),
  content: markdown().optional(),
  image: uploadRef().optional(),
})

// ---- Sections ---------------------------------------------------------------------------------

export const mediaSchema = z.strictObject({
  file: uploadPath(IMAGE_TYPES, 'an image'),
  alt: bilingual(),
  /** A Spanish variant: another media record (by path or name), or a file to make one from. */
  imageEs: uploadPath(IMAGE_TYPES, 'an image').optional(),
  desktopWidth: z.enum(['100', '50', '33', '25']).optional(),
  mobileWidth: z.enum(['100', '50', '33']).optional(),
  imageAlign: z.enum(['left', 'center', 'right']).optional(),
})

export const fileSchema = z.strictObject({
  file: uploadPath(['pdf'], 'a PDF'),
  title: bilingual(),
})

export const iconSchema = z
  .strictObject({
    snake: iconKey(),
    title: text(),
    camel: text().optional(),
    isFA: z.boolean().optional(),
    isPublic: z.boolean().optional(),
    svg: text()
      .refine((v) => /^<svg[\s>]/i.test(v), 'must be SVG markup, <svg …>…</svg>')
      .optional(),
  })
  .refine((icon) => icon.isFA === true || icon.svg !== undefined, {
    message: 'is required (only a Font Awesome icon, "isFA": true, may go without)',
    path: ['svg'],
    when: (payload) => isRecord(payload.value),
  })

export const categorySchema = z.strictObject({
  ...commonFields(),
  order: order().optional(),
  parent: slugRef().optional(),
  showAccessoriesInShop: z.boolean().optional(),
})

export const attributeTitleSchema = z.strictObject({
  key: z
    .string()
    .trim()
    .regex(/^[A-Za-z0-9]+(?:[_.-][A-Za-z0-9]+)*$/, 'must be a key such as color or coil_voltage (letters, digits, _ - .)'),
  title: bilingual(),
  isPublic: z.boolean().optional(),
  order: order().optional(),
})

/** A product (series) page, stored in `products`. */
export const seriesSchema = z.strictObject({
  series: seriesCode(),
  ...commonFields(true),
  gallery: z.array(uploadRef()).optional(),
  category: slugRef(),
  attributeKeys: z.array(text()),
  documents: z.array(slugRef()).optional(),
  accessories: z.array(seriesCode()).optional(),
  order: order().optional(),
  /** Business days to make or buy more of its parts (a part's own wins; absent: the site's default). */
  leadTimeDays: leadTimeDays().optional(),
  status: status().optional(),
})

export const pageSchema = z.strictObject({ ...commonFields(), showInFooter: z.boolean().optional(), status: status().optional() })

export const articleSchema = z.strictObject({
  ...commonFields(),
  publishedAt: date().optional(),
  author: text().optional(),
  industries: z.array(slugRef()).optional(),
  products: z.array(seriesCode()).optional(),
  status: status().optional(),
})

export const industrySchema = z.strictObject({ ...commonFields(), products: z.array(seriesCode()).optional() })

export const RESOURCE_KINDS = ['catalogue', 'datasheet', 'manual', 'certificate', 'guide', 'drawing'] as const
export const resourceSchema = z.strictObject({
  ...commonFields(),
  kind: z.enum(RESOURCE_KINDS).optional(),
  /** The language of the file: en (the default), es, or en-es for both. */
  language: z.enum(RESOURCE_LANGUAGES).optional(),
  file: uploadRef(),
  products: z.array(seriesCode()).optional(),
})

export const whitePaperSchema = z.strictObject({
  ...commonFields(),
  publishedAt: date().optional(),
  author: text().optional(),
  file: uploadRef(),
})

export const testimonialSchema = z.strictObject({
  ...commonFields(),
  quote: bilingual(),
  author: text(),
  role: bilingual().optional(),
  company: text().optional(),
  industry: slugRef().optional(),
})

export const tstringSchema = z.strictObject({
  slug: z
    .string()
    .trim()
    .regex(/^[A-Za-z0-9]+(?:[_.-][A-Za-z0-9]+)*$/, 'must be a key such as cta-request-quote (letters, digits, - _ .)'),
  text: bilingual(),
  changeEditor: z.boolean().optional(),
})

const menuLink = { label: bilingual(), href: bilingual(), icon: iconKey().optional() }
export const menuSchema = z.strictObject({
  slug: z
    .string()
    .trim()
    .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'must be lowercase words with dashes, e.g. main'),
  items: z.array(z.strictObject({ ...menuLink, submenu: z.array(z.strictObject(menuLink)).optional() })).optional(),
  columns: z.array(z.strictObject({ title: bilingual(), categories: z.array(slugRef()) })).optional(),
})

export const SOCIAL_NETWORKS = ['linkedin', 'youtube', 'x', 'facebook', 'instagram'] as const
export const socialSchema = z.strictObject({
  network: z.enum(SOCIAL_NETWORKS),
  url: z
    .string()
    .trim()
    .regex(/^https?:\/\/\S+$/, 'must be a web address starting with https://'),
})

/** The content sections, in the order the importer writes them (format.ts adds them to the file). */
export const contentSections = {
  media: z.array(mediaSchema).optional(),
  files: z.array(fileSchema).optional(),
  icons: z.array(iconSchema).optional(),
  categories: z.array(categorySchema).optional(),
  attributeTitles: z.array(attributeTitleSchema).optional(),
  series: z.array(seriesSchema).optional(),
  resources: z.array(resourceSchema).optional(),
  industries: z.array(industrySchema).optional(),
  articles: z.array(articleSchema).optional(),
  whitePapers: z.array(whitePaperSchema).optional(),
  testimonials: z.array(testimonialSchema).optional(),
  pages: z.array(pageSchema).optional(),
  tstrings: z.array(tstringSchema).optional(),
  menus: z.array(menuSchema).optional(),
  social: z.array(socialSchema).optional(),
}

const attributeValue = z.union([text(), z.strictObject({ en: text(), es: text() })], {
  error: (issue) => (issue.input === undefined ? 'is required' : 'expects text, or { "en": "…", "es": "…" }'),
})

/**
 * Fields a part (`products` record) takes besides the commerce ones. Absent: the part keeps
 * what it has (the ERP's own file does not carry them); null: cleared.
 */
export const partContentFields = {
  series: seriesCode().nullable().optional(),
  attributes: z.record(z.string().trim().min(1, 'an attribute key must not be empty'), attributeValue).nullable().optional(),
  leadTimeNote: bilingual().nullable().optional(),
}

/** The series page a part prefix links to (absent: kept; null: cleared). */
export const prefixContentFields = { series: seriesCode().nullable().optional() }

/** Site settings besides the shop name and tariff rates. */
export const siteSettingsContentFields = {
  tagline: bilingual().optional(),
  phone: text().optional(),
  email: z.email('must be an e-mail address such as sales@example.com').optional(),
  address: text().optional(),
}

export type ContentSection = keyof typeof contentSections
export const CONTENT_SECTIONS = Object.keys(contentSections) as ContentSection[]
export type MediaRecord = z.output<typeof mediaSchema>
export type MenuRecord = z.output<typeof menuSchema>
