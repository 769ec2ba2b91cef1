import { describe, expect, it } from 'vitest'

import { collectionTag, globalTag, PAGES_TAG, withPageTag } from '@/lib/platform/cache/tags'

describe('the page tag', () => {
  it('comes with an edit of anything public pages show', () => {
    for (const tag of [collectionTag('products'), collectionTag('industries'), collectionTag('menus'), globalTag('site-settings')]) {
      expect(withPageTag([tag])).toEqual([tag, PAGES_TAG])
    }
  })

  it('does not come with what only a buyer or the staff see: orders, contacts, deliveries', () => {
    for (const tag of [collectionTag('orders'), collectionTag('contacts'), collectionTag('deliveries'), collectionTag('web-users')]) {
      expect(withPageTag([tag])).toEqual([tag])
    }
  })
})
