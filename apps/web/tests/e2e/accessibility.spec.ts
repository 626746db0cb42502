// axe finds no serious or critical violation on the lobby and a static page.
import { test } from '@playwright/test'
import { expectNoSeriousAxeViolationsAt } from './support/axe'
import { DESKTOP, MOBILE } from './support/screen'

for (const path of ['/', '/privacy-policy']) {
  for (const viewport of [DESKTOP, MOBILE]) {
    test(`no serious axe violations on ${path} at ${viewport.width}px`, ({ page }) =>
      expectNoSeriousAxeViolationsAt(page, path, viewport))
  }
}
