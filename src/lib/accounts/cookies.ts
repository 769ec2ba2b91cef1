/**
 * Cookie names shared by the proxy (which must not load Better Auth) and the client: the
 * session cookie Better Auth sets with our prefix, and the one that keeps the path a
 * visitor wanted before being sent to the login page.
 */
export const sessionCookieName = (secure: boolean) => `${secure ? '__Secure-' : ''}switchyard.session_token`
export const redirectCookieName = (secure: boolean) => `${sessionCookieName(secure)}-redirect-path`
export const REDIRECT_COOKIE_MAX_AGE = 30 * 60
