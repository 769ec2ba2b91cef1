import { Suspense } from 'react'

import { ScrollManager } from '@/components/layout/ScrollManager.client'

/** A long page with an anchor far down, for the hash-scroll behaviour. */
export function ScrollProbe() {
  return (
    <div>
      <Suspense>
        <ScrollManager />
      </Suspense>
      <a href="#target" data-testid="jump" className="underline">
        Jump to the target
      </a>
      <div style={{ height: 3000 }} className="border-l-4 border-neutral-300" />
      <h2 id="target" data-testid="scroll-target" className="text-xl font-semibold">
        Target
      </h2>
      <div style={{ height: 3000 }} />
    </div>
  )
}
