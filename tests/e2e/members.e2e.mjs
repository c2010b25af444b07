// Members, roles and permissions through the real UI (issue 15): add a member and find them after a
// reload; the member page's tabs in the URL and "User not found"; edit a role's permissions offline
// and reload; add, edit and delete a permission.
import { test } from 'node:test'
import assert from 'node:assert/strict'
import { useApp } from './support/suite.mjs'
import { ACCOUNTS, openSignedIn } from './support/auth-helpers.mjs'

const app = useApp()

const rows = (page, name) => page.getByRole('table', { name }).locator('tbody tr:not([data-skeleton])')

test('members: bad input is named and kept; the added member is found after reload; the view keeps its tab in the URL', async () => {
  const page = await openSignedIn(app, ACCOUNTS.admin, '/apps/members/list')
  await rows(page, 'Members').first().waitFor()
  await page.getByRole('button', { name: 'Add member' }).first().click()
  const drawer = page.getByRole('dialog', { name: 'Add member' })
  await drawer.getByLabel('Full name').fill('Haruka Ishida')
  await drawer.getByLabel('E-mail').fill('not-an-address')
  await drawer.getByRole('button', { name: 'Add member' }).click()
  await drawer.getByText('Enter a valid e-mail address').waitFor()
  assert.equal(await drawer.getByLabel('Full name').inputValue(), 'Haruka Ishida')
  await drawer.getByLabel('E-mail').fill('haruka.ishida@example.jp')
  await drawer.getByLabel('Role').selectOption('maintainer')
  await drawer.getByLabel('Plan').selectOption('enterprise')
  await drawer.getByRole('button', { name: 'Add member' }).click()
  await page.getByText('Member added').waitFor()

  await page.reload()
  await rows(page, 'Members').first().waitFor()
  await page.getByRole('searchbox').fill('ishida')
  await page.waitForURL((url) => url.searchParams.get('q') === 'ishida')
  await page.getByRole('link', { name: 'Haruka Ishida' }).waitFor()
  assert.equal(await rows(page, 'Members').count(), 1)
  assert.match(await rows(page, 'Members').first().innerText(), /Maintainer[\s\S]*Enterprise[\s\S]*Pending/)

  // Role filter in the URL survives reload.
  await page.goto(app.baseURL + '/apps/members/list?role=maintainer&q=ishida')
  await page.getByRole('link', { name: 'Haruka Ishida' }).waitFor()
  assert.equal(await page.getByRole('combobox', { name: 'Role' }).inputValue(), 'maintainer')

  await page.getByRole('link', { name: 'Haruka Ishida' }).click()
  await page.getByRole('heading', { name: 'Haruka Ishida', level: 1 }).waitFor()
  await page.getByRole('tab', { name: 'Billing & plans' }).click()
  await page.waitForURL(/\/apps\/members\/view\/\d+\/billing-plans$/)
  await page.reload()
  await page.getByText('Current plan').waitFor()
  assert.equal(await page.getByRole('tab', { name: 'Billing & plans' }).getAttribute('aria-selected'), 'true')

  await page.goto(app.baseURL + '/apps/members/view/99999')
  await page.getByRole('heading', { name: 'User not found' }).waitFor()
  await page.getByRole('link', { name: /Back to Members/ }).click()
  await page.waitForURL((url) => url.pathname === '/apps/members/list')
  await page.close()
})

test("roles: edit a role's permissions offline; they are still there after reload", async () => {
  const page = await openSignedIn(app, ACCOUNTS.admin, '/apps/roles')
  await page.getByRole('button', { name: 'Edit role Support' }).waitFor()
  await app.context.setOffline(true)
  try {
    await page.reload()
    await page.getByRole('button', { name: 'Edit role Support' }).click()
    const dialog = page.getByRole('dialog', { name: 'Edit role: Support' })
    const invoicesWrite = dialog.getByRole('checkbox', { name: 'Invoices: Write' })
    assert.equal(await invoicesWrite.isChecked(), false)
    await invoicesWrite.check()
    await dialog.getByRole('checkbox', { name: 'Reports: Read' }).check()
    await dialog.getByRole('button', { name: 'Save role' }).click()
    await page.getByText('Role saved').waitFor()
    await dialog.waitFor({ state: 'detached' })

    await page.reload()
    await page.getByRole('button', { name: 'Edit role Support' }).click()
    const again = page.getByRole('dialog', { name: 'Edit role: Support' })
    assert.equal(await again.getByRole('checkbox', { name: 'Invoices: Write' }).isChecked(), true)
    assert.equal(await again.getByRole('checkbox', { name: 'Reports: Read' }).isChecked(), true)
    assert.equal(await again.getByRole('checkbox', { name: 'Invoices: Create' }).isChecked(), false)
    await again.getByRole('button', { name: 'Cancel' }).click()
  } finally {
    await app.context.setOffline(false)
  }

  // A new role starts with no members; its name must be free.
  await page.getByRole('button', { name: 'Add role' }).click()
  const add = page.getByRole('dialog', { name: 'Add role' })
  await add.getByLabel('Role name').fill('manager')
  await add.getByRole('button', { name: 'Save role' }).click()
  await add.getByText('A role with this name already exists').waitFor()
  await add.getByLabel('Role name').fill('Auditor')
  await add.getByRole('button', { name: 'Save role' }).click()
  await page.getByText('Role added').waitFor()
  await page.getByRole('heading', { name: 'Auditor' }).waitFor()
  await page.getByRole('listitem').filter({ hasText: 'Auditor' }).getByText('0 members').waitFor()
  await page.close()
})

test('permissions: add one, find it, rename it, then delete it after confirming', async () => {
  const page = await openSignedIn(app, ACCOUNTS.admin, '/apps/permissions')
  await rows(page, 'Permissions').first().waitFor()
  await page.getByRole('button', { name: 'Add permission' }).first().click()
  const dialog = page.getByRole('dialog', { name: 'Add permission' })
  await dialog.getByLabel('Permission name').fill('Export Card Data')
  await dialog.getByRole('button', { name: 'Save permission' }).click()
  await dialog.getByText('Assign at least one role').waitFor()
  await dialog.getByRole('checkbox', { name: 'Manager' }).check()
  await dialog.getByRole('button', { name: 'Save permission' }).click()
  await page.getByText('Permission added').waitFor()

  await page.getByRole('searchbox').fill('export')
  await page.waitForURL((url) => url.searchParams.get('q') === 'export')
  await page.getByRole('cell', { name: 'Export Card Data', exact: true }).waitFor()
  await page.getByRole('button', { name: 'Actions for Export Card Data' }).click()
  await page.getByRole('menuitem', { name: 'Edit' }).click()
  const edit = page.getByRole('dialog', { name: 'Edit permission' })
  await edit.getByLabel('Permission name').fill('Export Cards')
  await edit.getByRole('button', { name: 'Save permission' }).click()
  await page.getByText('Permission saved').waitFor()
  await page.reload()
  await page.getByRole('cell', { name: 'Export Cards', exact: true }).waitFor()

  await page.getByRole('button', { name: 'Actions for Export Cards' }).click()
  await page.getByRole('menuitem', { name: 'Delete' }).click()
  await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click()
  await page.getByText('Permission deleted').waitFor()
  await page.getByText('No permissions match').waitFor()
  await page.close()
})
