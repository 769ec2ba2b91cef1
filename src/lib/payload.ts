import config from '@payload-config'
import { getPayload } from 'payload'

/** The app's Payload instance (Local API). Pass `overrideAccess: false` on storefront reads. */
export const getPayloadClient = () => getPayload({ config })
