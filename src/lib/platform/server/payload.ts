import config from '@payload-config'
import { getPayload } from 'payload'

/**
 * The app's Payload instance (Local API). Pass `overrideAccess: false` on storefront reads.
 * Inside the Next server it also starts the jobs queue's autoRun (the mail queue); scripts
 * and tests that share this module run jobs themselves.
 */
export const getPayloadClient = () => getPayload({ config, cron: process.env.NEXT_RUNTIME === 'nodejs' })
