import type { Access } from 'payload'

/** Public content is readable by anyone, signed in or not. */
export const anyone: Access = () => true
