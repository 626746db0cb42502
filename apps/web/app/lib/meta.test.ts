import { describe, expect, it } from 'vitest'
import { pageMeta } from './meta'

const root = {
  meta: [{ title: 'Root' }, { tagName: 'link', rel: 'canonical', href: 'https://x.example/' }],
  data: {},
}
const layout = { meta: [], data: { chrome: { project: { name: 'Croupier' } } } }

describe('page meta', () => {
  it('adds the brand once and keeps the root canonical link', () => {
    expect(pageMeta({ title: 'Feature flags', description: 'Flags', noindex: true }, [root, layout])).toEqual(
      [
        { tagName: 'link', rel: 'canonical', href: 'https://x.example/' },
        { title: 'Feature flags | Croupier' },
        { name: 'description', content: 'Flags' },
        { name: 'robots', content: 'noindex, follow' },
      ],
    )
  })

  it('keeps one canonical link when a parent route already repeated the root tags', () => {
    const parent = { meta: [...root.meta, { title: 'Parent' }], data: {} }
    const tags = pageMeta({ title: 'Book games' }, [root, layout, parent])
    expect(tags.filter((tag) => 'rel' in tag && tag.rel === 'canonical')).toHaveLength(1)
  })

  it('does not repeat a brand the title already has', () => {
    expect(pageMeta({ title: 'Datenschutz | Croupier' }, [root, layout])).toContainEqual({
      title: 'Datenschutz | Croupier',
    })
  })

  it('replaces a robots tag from the root instead of duplicating it', () => {
    const deep = { ...root, meta: [...root.meta, { name: 'robots', content: 'noindex, follow' }] }
    const tags = pageMeta({ title: 'Terms' }, [deep, layout])
    expect(tags.filter((tag) => 'name' in tag && tag.name === 'robots')).toEqual([])
  })
})
