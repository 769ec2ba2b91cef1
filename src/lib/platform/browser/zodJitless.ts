import { config } from 'zod/v4/core'

// Zod's fast path probes for eval with `new Function('')`; under the storefront's CSP (no
// unsafe-eval) the probe fails quietly but the browser reports a policy violation on every
// page. Jitless parsing skips the probe. Imported once by the layout's client providers.
if (typeof window !== 'undefined') config({ jitless: true })
