import config from '@payload-config'
import { REST_DELETE, REST_GET, REST_OPTIONS, REST_PATCH, REST_POST, REST_PUT } from '@payloadcms/next/routes'

import { checkedPayloadRest } from '@/lib/platform/http/server/payloadRest'

export const GET = checkedPayloadRest(REST_GET(config), config)
export const POST = checkedPayloadRest(REST_POST(config), config)
export const DELETE = checkedPayloadRest(REST_DELETE(config), config)
export const PATCH = checkedPayloadRest(REST_PATCH(config), config)
export const PUT = checkedPayloadRest(REST_PUT(config), config)
export const OPTIONS = checkedPayloadRest(REST_OPTIONS(config), config)
