// Account settings and user profile (issue 17): the account name and the notification matrix are
// changed offline, kept over a reload; each profile tab opens by URL; connect/disconnect is kept.
import { test } from 'node:test'
import assert from 'node:assert/strict'
import { useApp } from './support/suite.mjs'
import { ACCOUNTS, openSignedIn, settledLocation } from './support/auth-helpers.mjs'

const app = useApp()

test('account settings: name and notifications saved offline survive a reload; bad input is refused and kept', async () => {
  const page = await openSignedIn(app, ACCOUNTS.office, '/pages/account-settings/account')
  const firstName = page.getByLabel(/^First name/)
  await firstName.waitFor()
  await app.context.setOffline(true)
  try {
    await page.reload()
    await firstName.waitFor()
    // Bad input: a clear message, and what was typed stays.
    await page.getByLabel(/^E-mail/).fill('not-an-address')
    await firstName.fill('花子')
    await page.getByRole('button', { name: 'Save changes' }).click()
    await page.getByText('Enter a valid email address').waitFor()
    assert.equal(await firstName.inputValue(), '花子')
    await page.getByLabel(/^E-mail/).fill('hanako@demo.com')
    await page.getByRole('button', { name: 'Save changes' }).click()
    await page.getByText('Changes saved').waitFor()

    await page.getByRole('tab', { name: 'Notifications' }).click()
    await page.waitForURL('**/pages/account-settings/notification')
    const box = page.getByRole('checkbox', { name: 'A new device is linked: App' })
    assert.equal(await box.isChecked(), false)
    await box.check()
    await page.getByLabel('When should we send you notifications?').selectOption('never')
    await page.getByRole('button', { name: 'Save changes' }).click()
    await page.getByText('Changes saved').first().waitFor()

    await page.reload()
    assert.equal(await settledLocation(page), '/pages/account-settings/notification')
    await page.getByRole('checkbox', { name: 'A new device is linked: App' }).waitFor()
    assert.equal(await page.getByRole('checkbox', { name: 'A new device is linked: App' }).isChecked(), true)
    assert.equal(await page.getByLabel('When should we send you notifications?').inputValue(), 'never')
    await page.getByRole('tab', { name: 'Account' }).click()
    assert.equal(await page.getByLabel(/^First name/).inputValue(), '花子')
    assert.equal(await page.getByLabel(/^E-mail/).inputValue(), 'hanako@demo.com')
  } finally {
    await app.context.setOffline(false)
  }
  await page.close()
})

test('user profile: each tab opens by URL; connecting to a person is kept', async () => {
  const page = await openSignedIn(app, ACCOUNTS.office, '/pages/user-profile/profile')
  await page.getByRole('heading', { name: 'Yuki Tanaka' }).waitFor()
  await page.getByRole('table', { name: 'Project list' }).locator('tbody tr').first().waitFor()
  for (const [tab, name] of [['teams', 'Teams'], ['projects', 'Projects'], ['connections', 'Connections']]) {
    await page.goto(`${app.baseURL}/pages/user-profile/${tab}`)
    assert.equal(await settledLocation(page), `/pages/user-profile/${tab}`)
    await page.getByRole('list', { name }).waitFor()
    assert.equal(await page.getByRole('tab', { name, selected: true }).count(), 1)
  }
  const connect = page.getByRole('button', { name: 'Connect with Felicity Hart' })
  await connect.click()
  await page.getByRole('button', { name: 'Connected with Felicity Hart: disconnect' }).waitFor()
  await page.reload()
  await page.getByRole('button', { name: 'Connected with Felicity Hart: disconnect' }).waitFor()
  await page.close()
})
