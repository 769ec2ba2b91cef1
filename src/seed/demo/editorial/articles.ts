import { contactors, overloads, timingRelays } from './articlesMotor'
import { enclosures, terminalBlocks } from './articlesCabinet'
import { pilotLights, wireDuct } from './articlesPanel'
import type { ArticleRecord } from './types'

/**
 * Technical articles: application notes an engineer or panel builder would read before
 * choosing parts. English and Spanish are written separately, not translated line by line.
 */

export const ARTICLES: ArticleRecord[] = [pilotLights, wireDuct, terminalBlocks, timingRelays, contactors, enclosures, overloads]
