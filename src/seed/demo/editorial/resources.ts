import { catalogue, dataSheet } from './resourceGuides'
import { manual } from './resourceManual'
import { crossReference } from './resourceCrossReference'
import { cadIndex, ulSummary } from './resourceReferences'
import type { DemoResource } from './types'

/**
 * Downloadable resources: each record points to a PDF in files/, and each PDF is written
 * from the English Markdown of its record (resourceGuides.ts, resourceReferences.ts) by the
 * demo PDF writer. The resource pages themselves are bilingual and describe what the
 * document holds.
 */

export const RESOURCES: DemoResource[] = [catalogue, dataSheet, manual, ulSummary, cadIndex, crossReference]
