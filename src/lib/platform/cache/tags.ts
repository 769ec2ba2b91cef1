/** Cache tags are named here, and revalidated by the collections' afterChange hooks. */
export const collectionTag = (collection: string) => `collection:${collection}`
export const globalTag = (slug: string) => `global:${slug}`
