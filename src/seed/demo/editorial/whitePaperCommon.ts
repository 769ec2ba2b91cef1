import type { PdfSource, WhitePaperRecord } from './types'
import { MAKER } from './company'

/** What the white papers share: their shape and the disclaimer each paper ends with. */
export type WhitePaper = { record: WhitePaperRecord; pdf: PdfSource }

export const DISCLAIMER = `*This paper is general engineering guidance from ${MAKER}. It does not replace the codes and standards it cites, the judgment of a qualified engineer or the authority having jurisdiction.*`
