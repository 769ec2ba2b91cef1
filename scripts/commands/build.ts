import { build as buildApp, buildIsCurrent } from '../lib/build'
import { step } from '../lib/step'

/**
 * `npm run build`: the production build `npm run serve` needs (.next, with the hash of its
 * sources that tells `npm start` it is current). `--force` builds even when it is current.
 */
export async function build() {
  if (buildIsCurrent() && !process.argv.includes('--force')) {
    console.log('✓ Build is current (--force builds again)')
    return
  }
  await step('Building the app (about a minute on 2 cores)', () => buildApp())
}
