// axe in the journeys: no serious or critical violation, each named with the elements it found.
import AxeBuilder from '@axe-core/playwright'
import { expect, type Page } from '@playwright/test'

/** The serious and critical violations on the page, or inside `include` (a CSS selector). */
export async function seriousAxeViolations(page: Page, include?: string): Promise<string[]> {
  const builder = new AxeBuilder({ page })
  const results = await (include ? builder.include(include) : builder).analyze()
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)
}

export async function expectNoSeriousAxeViolations(page: Page, include?: string): Promise<void> {
  expect(await seriousAxeViolations(page, include)).toEqual([])
}

/** Opens `path` at `viewport` and, once the network is quiet, finds no serious violation on it. */
export async function expectNoSeriousAxeViolationsAt(
  page: Page,
  path: string,
  viewport: { width: number; height: number },
): Promise<void> {
  await page.setViewportSize(viewport)
  await page.goto(path)
  await page.waitForLoadState('networkidle')
  await expectNoSeriousAxeViolations(page)
}
