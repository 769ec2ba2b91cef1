/**
 * The content sections of the data-import file (docs/import-format-content.md), as the
 * demo editorial content fills them. Documents reference each other by English slug, media
 * by file name and categories by English slug.
 */

/** A text in both languages. */
export type Bi = { en: string; es: string }

export type Status = 'published' | 'draft'

export type MediaRecord = {
  file: string
  alt: Bi
  imageEs?: string
  desktopWidth?: '100' | '50' | '33' | '25'
  mobileWidth?: '100' | '50' | '33'
  imageAlign?: 'left' | 'center' | 'right'
}

export type FileRecord = { file: string; title: Bi }

/** The common fields: slug, title, summary, content (Markdown per language), image (media file name). */
export type ContentFields = { slug: Bi; title: Bi; summary?: Bi; content?: Bi; image?: string }

export type PageRecord = ContentFields & { showInFooter?: boolean; status?: Status }
export type ArticleRecord = ContentFields & { publishedAt?: string; author?: string; industries?: string[]; status?: Status }
export type IndustryRecord = ContentFields
export type ResourceKind = 'catalogue' | 'datasheet' | 'manual' | 'certificate' | 'guide' | 'drawing'
export type ResourceRecord = ContentFields & { kind?: ResourceKind; language?: 'en' | 'es' | 'en-es'; file: string; products?: string[] }
export type WhitePaperRecord = ContentFields & { publishedAt?: string; author?: string; file: string }
export type TestimonialRecord = ContentFields & { quote: Bi; author: string; role?: Bi; company?: string; industry?: string }
export type TstringRecord = { slug: string; text: Bi; changeEditor?: boolean }

export type MenuLink = { label: Bi; href: Bi; icon?: string }
export type MenuRecord = {
  slug: string
  items?: (MenuLink & { submenu?: MenuLink[] })[]
  columns?: { title: Bi; categories: string[] }[]
}

export type SocialRecord = { network: 'linkedin' | 'youtube' | 'x' | 'facebook' | 'instagram'; url: string }
export type EditorialSettings = { tagline: Bi; phone: string; email: string; address: string }

export type EditorialData = {
  media: MediaRecord[]
  files: FileRecord[]
  pages: PageRecord[]
  articles: ArticleRecord[]
  industries: IndustryRecord[]
  resources: ResourceRecord[]
  whitePapers: WhitePaperRecord[]
  testimonials: TestimonialRecord[]
  tstrings: TstringRecord[]
  menus: MenuRecord[]
  social: SocialRecord[]
  settings: EditorialSettings
}

/** A file to write beside the import JSON, at `path` relative to it (e.g. files/x.pdf). */
export type EditorialFile = { path: string; contents: string | Buffer }

/** A downloadable document: its resource or white-paper record and the PDF behind it. */
export type PdfSource = {
  /** Under files/, e.g. full-line-catalogue.pdf */
  fileName: string
  title: Bi
  subtitle: string
  /** The PDF body, in English. */
  markdown: string
}

/**
 * `families`: the product families (slugs of src/seed/demo/products/families.ts) the
 * document belongs to, or every family; it is linked to one public series of each, and
 * a series page lists the documents of its whole family.
 */
export type DemoResource = { record: ResourceRecord; pdf: PdfSource; families?: readonly string[] | 'all' }
