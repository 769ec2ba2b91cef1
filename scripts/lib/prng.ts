// The generator lives with the demo seed (src/seed/prng.ts), which uses it too.
export { prng, type Rng } from '../../src/seed/prng'
