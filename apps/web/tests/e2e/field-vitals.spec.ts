// Real-user figures (issue 11 target 6): a sampled page view sends its web vitals and network
// reading when the page is left, and the operator finds them per page kind through the operator
// endpoint; a page view outside the sample sends nothing (the journeys' sample rate is 0).
import * as api from '@croupier/contract/api.generated'
import type { FieldPerformance } from '@croupier/contract/metrics/get-field-performance'
import { expect, type Page, test } from '@playwright/test'
import { FIELD_VITALS_FORCE_KEY } from '../../app/lib/field-vitals-mount'
import { JOURNEY_OPERATOR_KEY } from './support/operator'

/** The lobby, hydrated and idle, with the observers' chunk loaded when the view is sampled. */
async function openLobby(page: Page) {
  await page.goto('/')
  await expect(page.getByRole('main')).toBeVisible()
  await page.waitForLoadState('networkidle')
}

test('a sampled page view reports its web vitals, and the operator reads them per page kind', async ({
  page,
  request,
}) => {
  await page.addInitScript((key) => window.localStorage.setItem(key, 'always'), FIELD_VITALS_FORCE_KEY)
  const chunk = page.waitForResponse((response) => /field-vitals-[^/]*\.js$/.test(response.url()))
  await openLobby(page)
  await chunk
  // An interaction, so INP has something to measure.
  await page.keyboard.press('Tab')

  // Leaving the page hides it: the figures go out once, with keepalive (after the page is gone, so
  // the journey finds them where the operator does).
  await page.goto('/privacy-policy')
  const read = () =>
    request.get(`${api.getFieldPerformance.path}?window_hours=1`, {
      headers: { authorization: `Bearer ${JOURNEY_OPERATOR_KEY}` },
    })
  await expect
    .poll(async () => {
      const figures = (await (await read()).json()) as FieldPerformance
      return figures.rows.find((row) => row.page_kind === 'main' && row.metric === 'lcp')?.count ?? 0
    })
    .toBeGreaterThanOrEqual(1)
  const figures = (await (await read()).json()) as FieldPerformance
  const lobby = figures.rows.filter((row) => row.page_kind === 'main')
  expect(lobby.map((row) => row.metric)).toEqual(
    expect.arrayContaining(['fcp', 'lcp', 'cls', 'ttfb', 'rtt', 'downlink']),
  )
  const fcp = lobby.find((row) => row.metric === 'fcp')?.p50 ?? 0
  expect(fcp).toBeGreaterThan(0)
  expect(lobby.find((row) => row.metric === 'lcp')?.p50).toBeGreaterThanOrEqual(fcp)
  // Without the operator key, nothing.
  expect((await request.get(api.getFieldPerformance.path)).status()).toBe(401)
})

test('a page view outside the sample loads no observers and sends nothing', async ({ page, request }) => {
  const chunks: string[] = []
  page.on('request', (sent) => {
    if (/field-vitals-[^/]*\.js$/.test(sent.url())) chunks.push(sent.url())
  })
  await page.goto('/pokies/all')
  await expect(page.getByRole('main')).toBeVisible()
  await page.waitForLoadState('networkidle')
  await page.goto('/privacy-policy')
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  expect(chunks).toEqual([])
  const figures = (await (
    await request.get(`${api.getFieldPerformance.path}?window_hours=1`, {
      headers: { authorization: `Bearer ${JOURNEY_OPERATOR_KEY}` },
    })
  ).json()) as FieldPerformance
  expect(figures.rows.filter((row) => row.page_kind === 'category-pokies-all')).toEqual([])
})
