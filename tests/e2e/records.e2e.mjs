// Product area II through the real UI (issue 7): create → edit → view → delete of each entity as
// admin, and the refusals for office and sales accounts. Against the production build.
import { test } from 'node:test'
import assert from 'node:assert/strict'
import { useApp } from './support/suite.mjs'
import { signInByApi } from './support/harness.mjs'
import { ACCOUNTS, openSignedIn, openSignedOut, settledLocation } from './support/auth-helpers.mjs'

const app = useApp()

const signedIn = (account, path) => openSignedIn(app, account, path)

/** Confirms the open alert dialog and waits for the success toast's Undo. */
async function confirmDelete(page) {
  const dialog = page.getByRole('alertdialog')
  await dialog.getByRole('button', { name: 'Delete' }).click()
  await page.getByRole('button', { name: 'Undo' }).waitFor()
}

for (const name of ['office', 'sales']) {
  test(`${name} is sent to /not-authorized from the group-role and user pages, but opens companies and persons`, async () => {
    await app.context.clearCookies()
    const page = await openSignedOut(app.context, app.baseURL, '/login')
    await signInByApi(page, ACCOUNTS[name].email, ACCOUNTS[name].password)
    for (const path of ['/apps/group-role/list', '/apps/group-role/add', '/apps/group-role/edit/1', '/apps/user/list', '/apps/user/view/1', '/apps/user/edit/1']) {
      await page.goto(app.baseURL + path)
      assert.equal(await settledLocation(page), '/not-authorized', path)
    }
    for (const path of ['/apps/company/list', '/apps/person/list', '/apps/person/add']) {
      await page.goto(app.baseURL + path)
      assert.equal(await settledLocation(page), path)
    }
    await page.close()
  })
}

test('company list: search and industry filter live in the URL, 60 seeded companies, empty state', async () => {
  const page = await signedIn(ACCOUNTS.office, '/apps/company/list')
  await page.getByRole('table', { name: 'Companies' }).locator('tbody tr:not([data-skeleton])').first().waitFor()
  await page.getByText('1–10 of 60').or(page.getByText('60')).first().waitFor()
  await page.getByRole('searchbox').fill('存在しない会社名')
  await page.waitForURL((url) => url.searchParams.get('q') === '存在しない会社名')
  await page.getByText('No companies match').waitFor()
  await page.close()
})

test('admin: company create (drawer) → edit → view → delete with undo', async () => {
  const page = await signedIn(ACCOUNTS.admin, '/apps/company/list')
  await page.getByRole('button', { name: 'Add company' }).first().click()
  const drawer = page.getByRole('dialog', { name: 'Add company' })
  await drawer.getByLabel('Company name').fill('株式会社テスト記録')
  await drawer.getByLabel('Reading (kana)').fill('Test')
  await drawer.getByLabel('Postal code').fill('1000005')
  await drawer.getByRole('button', { name: 'Save' }).click()
  // Bad input is refused under each field, and nothing typed is lost.
  await drawer.getByText('Use hiragana or katakana only').waitFor()
  await drawer.getByText('Enter a postal code as NNN-NNNN').waitFor()
  assert.equal(await drawer.getByLabel('Company name').inputValue(), '株式会社テスト記録')
  await drawer.getByLabel('Reading (kana)').fill('テストキロク')
  await drawer.getByLabel('Postal code').fill('100-0005')
  await drawer.getByLabel('Phone').fill('03-1234-5678')
  await drawer.getByRole('button', { name: 'Save' }).click()
  await page.waitForURL(/\/apps\/company\/view\/\d+$/)
  const id = page.url().split('/').pop()
  await page.getByRole('heading', { level: 1, name: '株式会社テスト記録' }).waitFor()

  await page.getByRole('link', { name: 'Edit' }).first().click()
  await page.waitForURL(`**/apps/company/edit/${id}`)
  const name = page.getByLabel('Company name')
  await name.waitFor()
  await name.fill('株式会社テスト記録改')
  await page.getByRole('button', { name: 'Save' }).click()
  await page.waitForURL(`**/apps/company/view/${id}`)
  await page.getByRole('heading', { level: 1, name: '株式会社テスト記録改' }).waitFor()
  await page.getByText('〒100-0005').waitFor()

  await page.getByRole('button', { name: 'Delete' }).click()
  await confirmDelete(page)
  await page.waitForURL('**/apps/company/list')
  await page.close()
})

test('admin: a company with persons cannot be deleted: its dialog counts persons and career rows; the bulk refusal names them', async () => {
  const page = await signedIn(ACCOUNTS.admin, '/apps/company/view/1')
  await page.getByRole('table', { name: 'Persons at this company' }).locator('tbody tr a').first().waitFor()
  const name = (await page.getByRole('heading', { level: 1 }).textContent()).trim()
  await page.getByRole('button', { name: 'Delete' }).click()
  const dialog = page.getByRole('alertdialog')
  await dialog.getByText(`${name} cannot be deleted`).waitFor()
  await dialog.getByText(/\d+ persons? works? there and \d+ career history rows? names? it\. Move those persons/).waitFor()
  // It only explains: no delete button, Close keeps everything.
  assert.equal(await dialog.getByRole('button', { name: 'Delete' }).count(), 0)
  const close = dialog.locator('[data-action=cancel]')
  assert.equal(await close.textContent(), 'Close')
  await close.click()
  await dialog.waitFor({ state: 'detached' })
  assert.match(page.url(), /\/apps\/company\/view\/1$/)

  // The bulk bar cannot know: the server refuses all of it and names the persons.
  await page.goto(app.baseURL + '/apps/company/list?q=' + encodeURIComponent(name))
  const table = page.getByRole('table', { name: 'Companies' })
  await table.getByRole('link', { name, exact: true }).waitFor()
  await table.getByRole('checkbox', { name: 'Select row' }).first().check()
  await page.getByRole('button', { name: 'Delete selected' }).click()
  await page.getByRole('alertdialog').getByText('Delete 1 company?').waitFor()
  await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click()
  await page.getByText('Could not delete').waitFor()
  await page.getByText(/Cannot delete: \d+ person/).waitFor()
  await page.close()
})

test('admin: person add → edit → view (career timeline) → delete', async () => {
  const page = await signedIn(ACCOUNTS.admin, '/apps/person/add?company_id=2')
  await page.getByLabel('Full name').fill('記録 花子')
  await page.getByLabel('Reading (kana)').fill('きろく はなこ')
  await page.getByLabel('Email').fill('hanako@records.example.jp')
  await page.getByRole('button', { name: 'Save' }).click()
  await page.waitForURL(/\/apps\/person\/view\/\d+$/)
  const id = page.url().split('/').pop()
  // A current career row at the chosen company appears on the timeline.
  const timeline = page.getByRole('list', { name: 'Career history' })
  await timeline.getByText('Current').waitFor()

  await page.goto(app.baseURL + `/apps/person/edit/${id}`)
  await page.locator('input[name=position]').fill('部長')
  await page.getByRole('button', { name: 'Save' }).click()
  await page.waitForURL(`**/apps/person/view/${id}`)
  await page.getByText('部長').first().waitFor()

  await page.getByRole('button', { name: 'Delete' }).click()
  await confirmDelete(page)
  await page.waitForURL('**/apps/person/list')
  await page.close()
})

test('admin: career history add, overlap refused with a clear message, view, edit, delete', async () => {
  const page = await signedIn(ACCOUNTS.admin, '/apps/person/view/1')
  await page.getByRole('link', { name: 'Add position' }).click()
  await page.waitForURL('**/apps/career-history/edit/new?person_id=1')
  await page.getByLabel('Company name').fill('旧記録株式会社')
  await page.getByLabel('This is the current position').uncheck()
  await page.getByLabel('Started on').fill('1990-04-01')
  await page.getByLabel('Ended on').fill('1992-03-31')
  await page.getByRole('button', { name: 'Save' }).click()
  await page.waitForURL('**/apps/person/view/1')
  await page.getByRole('link', { name: /1990/ }).first().click()
  await page.waitForURL(/\/apps\/career-history\/view\/\d+$/)
  const rowId = page.url().split('/').pop()
  await page.getByRole('heading', { level: 1, name: '旧記録株式会社' }).waitFor()

  await page.goto(app.baseURL + '/apps/career-history/edit/new?person_id=1')
  await page.getByLabel('Company name').fill('重複株式会社')
  await page.getByLabel('This is the current position').uncheck()
  await page.getByLabel('Started on').fill('1991-01-01')
  await page.getByLabel('Ended on').fill('1991-06-30')
  await page.getByRole('button', { name: 'Save' }).click()
  await page.getByText('This period overlaps 旧記録株式会社 (1990-04-01 – 1992-03-31). Periods must not overlap.').waitFor()

  await page.goto(app.baseURL + `/apps/career-history/edit/${rowId}`)
  await page.locator('input[name=position]').fill('係長')
  await page.getByRole('button', { name: 'Save' }).click()
  await page.waitForURL(`**/apps/career-history/view/${rowId}`)
  await page.getByText('係長').first().waitFor()
  await page.getByRole('button', { name: 'Delete' }).click()
  await confirmDelete(page)
  await page.waitForURL('**/apps/person/view/1')
  await page.close()
})

test('admin: group role add → edit → delete; a role in use is refused with its users', async () => {
  const page = await signedIn(ACCOUNTS.admin, '/apps/group-role/add')
  await page.locator('input[name=name]').fill('記録テストロール')
  await page.locator('input[name=has_office_permission]').check()
  await page.getByLabel('J1').check()
  await page.getByRole('button', { name: 'Save' }).click()
  await page.waitForURL('**/apps/group-role/list')
  const link = page.getByRole('link', { name: '記録テストロール' })
  await link.waitFor()
  await link.click()
  await page.waitForURL(/\/apps\/group-role\/edit\/\d+$/)
  await page.getByLabel('J2').check()
  await page.getByRole('button', { name: 'Save' }).click()
  await page.waitForURL('**/apps/group-role/list')
  await page.getByRole('button', { name: 'Actions for 記録テストロール' }).click()
  await page.getByRole('menuitem', { name: 'Delete' }).click()
  await confirmDelete(page)
  await page.getByRole('link', { name: '記録テストロール' }).waitFor({ state: 'detached' })

  await page.getByRole('button', { name: 'Actions for 営業チーム' }).click()
  await page.getByRole('menuitem', { name: 'Delete' }).click()
  await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click()
  await page.getByText(/鈴木 蓮/).first().waitFor()
  await page.close()
})

test('admin: user view → edit → own admin permission cannot be removed; delete with undo', async () => {
  const page = await signedIn(ACCOUNTS.admin, '/apps/user/view/11')
  await page.getByRole('heading', { level: 1, name: 'Naoki Yoshida' }).waitFor()
  await page.getByRole('link', { name: 'Edit' }).click()
  await page.waitForURL('**/apps/user/edit/11')
  await page.getByLabel('Phone').fill('080-9999-0000')
  await page.getByRole('button', { name: 'Save' }).click()
  await page.waitForURL('**/apps/user/view/11')
  await page.getByText('080-9999-0000').waitFor()

  await page.goto(app.baseURL + '/apps/user/edit/1')
  await page.locator('select[name=role]').selectOption('office')
  await page.locator('select[name=group_role_id]').selectOption({ label: '事務チーム' })
  await page.getByRole('button', { name: 'Save' }).click()
  await page.getByText('You cannot remove your own admin permission. Ask another admin to do it.').waitFor()
  assert.match(page.url(), /\/apps\/user\/edit\/1$/)

  await page.goto(app.baseURL + '/apps/user/view/11')
  await page.getByRole('button', { name: 'Delete' }).click()
  await confirmDelete(page)
  await page.waitForURL('**/apps/user/list')
  await page.close()
})

test('one person, one name per language: kanji family-first in Japanese, romaji given-first in English, initials from the shown name (#20 item 6)', async () => {
  const page = await signedIn(ACCOUNTS.admin, '/apps/user/view/4')
  const heading = page.getByRole('heading', { level: 1 })
  const check = async (lang, { user, initial, me, person, owner }) => {
    await page.goto(app.baseURL + '/apps/user/view/4')
    await heading.filter({ hasText: user }).waitFor()
    assert.equal(await heading.locator('[data-initials]').getAttribute('data-initials'), initial, `${lang}: avatar initials`)
    // The top bar names the signed-in account the same way.
    await page.getByTestId('user-menu-trigger').and(page.getByRole('button', { name: me })).waitFor()
    await page.goto(app.baseURL + '/apps/person/view/1')
    await heading.filter({ hasText: person }).waitFor()
    await page.goto(app.baseURL + '/apps/process/list?q=' + encodeURIComponent('東京ビッグサイト展示会'))
    await page.getByRole('row').filter({ hasText: '東京ビッグサイト展示会' }).getByText(owner, { exact: true }).first().waitFor()
  }
  await check('en', { user: 'Misaki Takahashi', initial: 'MT', me: /Haruto Sato/, person: 'Misaki Kato', owner: 'Haruto Sato' })
  await page.evaluate(() => (document.cookie = `language=${encodeURIComponent(JSON.stringify('ja'))}; Path=/; SameSite=Strict`))
  await page.reload()
  await page.waitForFunction(() => document.documentElement.lang === 'ja')
  await check('ja', { user: '高橋 美咲', initial: '高', me: /佐藤 陽翔/, person: '加藤 美咲', owner: '佐藤 陽翔' })
  await page.close()
})

test('person list: filter by owner in the URL, CSV of the current filter, bulk delete with confirmation and undo', async () => {
  const page = await signedIn(ACCOUNTS.office, '/apps/person/list?sales=3&itemsPerPage=50')
  const table = page.getByRole('table', { name: 'Persons' })
  await table.locator('tbody tr:not([data-skeleton])').first().waitFor()
  await page.getByText('of 43').waitFor()
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Export CSV' }).click()])
  const csv = await (await import('node:fs/promises')).readFile(await download.path(), 'utf8')
  assert.equal(csv.trim().split('\r\n').length, 44, 'header + the 43 persons of the filter')
  assert.ok(csv.includes('鈴木 蓮'))

  const boxes = table.getByRole('checkbox', { name: 'Select row' })
  await boxes.nth(0).check()
  await boxes.nth(1).check()
  await page.getByRole('button', { name: 'Delete selected' }).click()
  await confirmDelete(page)
  await page.getByText('of 41').waitFor()
  await page.getByRole('button', { name: 'Undo' }).click()
  await page.getByText('of 43').waitFor()
  await page.close()
})

test('a stale save shows the conflict notice, and Reload brings the other version', async () => {
  const page = await signedIn(ACCOUNTS.admin, '/apps/company/edit/5')
  const name = page.locator('input[name=name]')
  await name.waitFor()
  // Another tab saves first.
  const other = await page.evaluate(async () => {
    const token = JSON.parse(decodeURIComponent(document.cookie.split('; ').find((c) => c.startsWith('accessToken=')).slice(12)))
    const headers = { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' }
    const current = await (await fetch('/v1/api/companies/5', { headers })).json()
    const res = await fetch('/v1/api/companies/5', { method: 'PUT', headers, body: JSON.stringify({ ...current, name: '株式会社別タブ保存' }) })
    return res.status
  })
  assert.equal(other, 200)
  await name.fill('株式会社こちらの編集')
  await page.getByRole('button', { name: 'Save' }).click()
  // The notice carries the server's 409 message and a reload button.
  const notice = page.getByRole('alert').filter({ hasText: 'This company was changed by someone else' })
  await notice.waitFor()
  assert.equal(await name.inputValue(), '株式会社こちらの編集', 'nothing typed is lost until the user reloads')
  await notice.getByRole('button').click()
  await page.waitForFunction(() => document.querySelector('input[name=name]')?.value === '株式会社別タブ保存')
  await page.close()
})
