import {
  convertLexicalToMarkdown,
  convertMarkdownToLexical,
  editorConfigFactory,
  type SanitizedServerEditorConfig,
} from '@payloadcms/richtext-lexical'
import type { SanitizedConfig } from 'payload'

/** Lexical rich text as Payload stores it (the `content` fields). */
export type RichText = { root: { children: unknown[]; [k: string]: unknown }; [k: string]: unknown }

export type MarkdownConverter = {
  /** Markdown -> Lexical, as the editor of the Payload config reads it. */
  toLexical: (markdown: string) => RichText
  /** Lexical -> Markdown; '' for empty rich text. */
  toMarkdown: (richText: unknown) => string
  /** The Markdown the stored form of `markdown` gives back (what an export writes). */
  normalize: (markdown: string) => string
}

type Transformer = SanitizedServerEditorConfig['features']['markdownTransformers'][number]
const isTextFormat = (t: Transformer): t is Extract<Transformer, { type: 'text-format' }> => t.type === 'text-format'

/**
 * Two fixes to the editor's own Markdown transformers, so that Markdown -> Lexical ->
 * Markdown is stable:
 * - reading: the longest text-format tags first (`***` before `**` before `*`), else
 *   `***both***` and `**bold *italic* bold**` are read as stray asterisks;
 * - writing: no combined-format tags (`***`), which the exporter misplaces
 *   (`**\*both**\*`); bold and italic written separately give `***both***` back.
 */
function configs(editorConfig: SanitizedServerEditorConfig): { read: SanitizedServerEditorConfig; write: SanitizedServerEditorConfig } {
  const all = editorConfig.features.markdownTransformers
  const formats = all.filter(isTextFormat).sort((a, b) => b.tag.length - a.tag.length)
  const others = all.filter((t) => !isTextFormat(t))
  const withTransformers = (markdownTransformers: Transformer[]): SanitizedServerEditorConfig => ({
    ...editorConfig,
    features: { ...editorConfig.features, markdownTransformers },
  })
  return {
    read: withTransformers([...others, ...formats]),
    write: withTransformers([...others, ...formats.filter((t) => t.format.length === 1)]),
  }
}

const cache = new WeakMap<SanitizedConfig, Promise<MarkdownConverter>>()

const isRichText = (value: unknown): value is RichText =>
  Boolean(value) && typeof value === 'object' && Boolean((value as RichText).root) && Array.isArray((value as RichText).root.children)

/** The Markdown converter of a Payload config (the config's default rich-text editor), made once. */
export function markdownConverter(config: SanitizedConfig): Promise<MarkdownConverter> {
  let made = cache.get(config)
  if (!made) {
    made = editorConfigFactory.default({ config }).then((editorConfig) => {
      const { read, write } = configs(editorConfig)
      const toLexical = (markdown: string) => convertMarkdownToLexical({ editorConfig: read, markdown }) as unknown as RichText
      const toMarkdown = (richText: unknown) =>
        isRichText(richText) ? convertLexicalToMarkdown({ editorConfig: write, data: richText as never }).trim() : ''
      return { toLexical, toMarkdown, normalize: (markdown: string) => toMarkdown(toLexical(markdown)) }
    })
    cache.set(config, made)
  }
  return made
}
