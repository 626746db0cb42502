// The new-provider popup (spec 1 §4, issue #4 item 13): a player in group 851 sees it once per
// session after signing in; closing it adds the was-shown group, so it does not come back.
import { getPlayer } from '@croupier/contract/api.generated'
import { expect, test } from '@playwright/test'
import { DEMO_PASSWORD, submitSignIn } from './support/accounts'
import { pagePlatform } from './support/platform'

test('group 851 sees the new-provider popup once; closing it records the was-shown group', async ({
  page,
}) => {
  await page.goto('/')
  // The popup may open before the header's profile link is checked, hiding the page behind it from
  // the accessibility tree: wait for the sign-in dialog to go and the popup to come instead.
  const signInDialog = await submitSignIn(page, 'newprovider@croupier.local', DEMO_PASSWORD)
  await expect(signInDialog).toBeHidden()
  const popup = page.getByRole('dialog', { name: /^New provider: / })
  await expect(popup).toBeVisible()
  await expect(popup.getByRole('link', { name: /^Explore .* games$/ })).toBeVisible()
  await popup.getByRole('button', { name: 'Maybe later' }).click()
  await expect(popup).toBeHidden()
  await expect(page.getByRole('banner').getByRole('link', { name: 'Profile of Explorer' })).toBeVisible()

  await expect
    .poll(async () => {
      const player = await pagePlatform(page).call(getPlayer)
      return player.statuses.map((status) => status.id)
    })
    .toEqual(expect.arrayContaining([851, 859]))

  await page.reload()
  await page.waitForLoadState('networkidle')
  await expect(page.getByRole('dialog', { name: /^New provider: / })).toHaveCount(0)
})
