// Plain JavaScript: the headers the HTTP front server (src/server/serve.mjs) sets for the app,
// read by both sides (the app through src/lib, the front server before Next).

/** The header the front server sets to the one client address it trusts, replacing any a client sent. */
export const CLIENT_ADDRESS_HEADER = 'x-switchyard-client-address'
/** The header the front server sets to "1" for a request made on this machine itself, straight to it; "0" otherwise. */
export const LOCAL_REQUEST_HEADER = 'x-switchyard-local'
