// Catalogue pages keep their headings in order (Lighthouse's heading-order audit, issue 11: the
// category page's accessibility 98 → 100): no heading is more than one level below the one before
// it, so the game tiles' h3 titles sit under an h2 (the grid's, visually hidden) or a row's title.
import { expect, test } from '@playwright/test'

for (const path of ['/', '/pokies/all', '/producers/netent']) {
  test(`the headings of ${path} descend one level at a time`, async ({ page }) => {
    await page.goto(path)
    const levels = await page
      .locator('h1, h2, h3, h4, h5, h6')
      .evaluateAll((headings) => headings.map((heading) => Number(heading.tagName.slice(1))))
    expect(levels.length).toBeGreaterThan(1)
    const skips = levels.flatMap((level, i) => (i > 0 && level > (levels[i - 1] ?? 0) + 1 ? [i] : []))
    expect(skips, `heading levels in order: ${levels.join(' ')}`).toEqual([])
  })
}
