// The demo authentication pages (issue 17) through the real UI, against the production build:
// the 6-digit two-step input, register multi-steps end to end, the login variant signing in through
// the real call, and the pages working offline after one visit.
import { test } from 'node:test'
import assert from 'node:assert/strict'
import { useApp } from './support/suite.mjs'
import { openSignedOut, settledLocation } from './support/auth-helpers.mjs'

const app = useApp()

// Public pages have no guard to report them granted: they are shown once their heading is.
async function shown(page, path) {
  await page.locator('main h1').first().waitFor()
  assert.equal(new URL(page.url()).pathname, path)
}

async function open(path) {
  await app.context.clearCookies()
  const page = await openSignedOut(app.context, app.baseURL, path)
  await shown(page, path)
  return page
}

const boxValues = (page) => page.getByTestId('pin-box').evaluateAll((boxes) => boxes.map((b) => b.value).join('|'))
const focusedBox = (page) => page.evaluate(() => [...document.querySelectorAll('[data-testid=pin-box]')].indexOf(document.activeElement))

test('two-step input: typing moves on, Backspace goes back, a pasted code fills every box, Verify waits for six digits', async () => {
  const page = await open('/pages/authentication/two-steps-v1')
  const verify = page.getByRole('button', { name: 'Verify my account' })
  assert.equal(await verify.isDisabled(), true)

  await page.getByTestId('pin-box').first().click()
  await page.keyboard.type('123')
  assert.equal(await boxValues(page), '1|2|3|||')
  assert.equal(await focusedBox(page), 3)
  // Backspace on the empty fourth box clears the third and moves there.
  await page.keyboard.press('Backspace')
  assert.equal(await boxValues(page), '1|2||||')
  assert.equal(await focusedBox(page), 2)
  await page.keyboard.type('x') // not a digit: ignored
  assert.equal(await boxValues(page), '1|2||||')

  // A full code pasted into any box fills all six from the first.
  await page.getByTestId('pin-box').nth(4).evaluate((box) => {
    const data = new DataTransfer()
    data.setData('text/plain', ' 987 654 ')
    box.dispatchEvent(new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }))
  })
  assert.equal(await boxValues(page), '9|8|7|6|5|4')
  assert.equal(await verify.isDisabled(), false)
  await verify.click()
  await page.getByRole('heading', { name: 'You’re verified' }).waitFor()
  await page.close()
})

test('register multi-steps: each step validates, going back keeps the values, the last step finishes', async () => {
  const page = await open('/pages/authentication/register-multi-steps')
  const stepper = page.getByRole('navigation', { name: 'Registration steps' })
  assert.match(await stepper.locator('[aria-current=step]').innerText(), /Account/)

  // Next on an empty step shows the errors and stays.
  await page.getByRole('button', { name: 'Next' }).click()
  assert.ok((await page.getByText('This field is required').count()) >= 3)
  assert.match(await stepper.locator('[aria-current=step]').innerText(), /Account/)

  await page.getByLabel('Username').fill('tanaka.k')
  await page.getByLabel('Email').fill('tanaka@example.co.jp')
  await page.getByLabel(/^Password\*?$/).fill('weakpass1')
  await page.getByLabel('Confirm password').fill('weakpass1')
  await page.getByRole('button', { name: 'Next' }).click()
  await page.getByText('Use at least 8 characters with upper and lower case letters, a number and a symbol').waitFor()
  assert.equal(await page.getByTestId('password-strength').getAttribute('data-strength'), '2')
  await page.getByLabel(/^Password\*?$/).fill('Meishi#2026')
  await page.getByLabel('Confirm password').fill('Meishi#2025')
  await page.getByText('The two passwords do not match').waitFor()
  await page.getByLabel('Confirm password').fill('Meishi#2026')
  assert.equal(await page.getByTestId('password-strength').getAttribute('data-strength'), '4')
  await page.getByRole('button', { name: 'Next' }).click()
  assert.match(await stepper.locator('[aria-current=step]').innerText(), /Personal/)

  await page.getByLabel('Last name').fill('田中')
  await page.getByLabel('First name').fill('健一')
  await page.getByLabel('Mobile').fill('090-1234-5678')
  await page.getByLabel('Postal code').fill('100-0001')
  await page.getByLabel('Prefecture').fill('東京都')
  await page.getByLabel('City').fill('千代田区')
  await page.getByLabel('Address').fill('千代田1-1')

  // Back to the first step: what was typed is still there; forward again by the stepper.
  await page.getByRole('button', { name: 'Previous' }).click()
  assert.equal(await page.getByLabel('Username').inputValue(), 'tanaka.k')
  await stepper.getByRole('button', { name: /Personal/ }).click()
  assert.equal(await page.getByLabel('Last name').inputValue(), '田中')
  await page.getByRole('button', { name: 'Next' }).click()
  assert.match(await stepper.locator('[aria-current=step]').innerText(), /Billing/)

  await page.getByLabel(/^Enterprise/).check()
  await page.getByLabel('Card number').fill('4242 4242 4242 4241')
  await page.getByLabel('Name on card').fill('KENICHI TANAKA')
  await page.getByLabel('Expiry (MM/YY)').fill('01/20')
  await page.getByLabel('CVV').fill('123')
  await page.getByRole('button', { name: 'Submit' }).click()
  await page.getByText('Enter a valid card number').waitFor()
  await page.getByText('Enter a future expiry date as MM/YY').waitFor()
  await page.getByLabel('Card number').fill('4242 4242 4242 4242')
  await page.getByLabel('Expiry (MM/YY)').fill('12/39')
  await page.getByRole('button', { name: 'Submit' }).click()
  await page.getByRole('heading', { name: 'Welcome aboard!' }).waitFor()
  await page.getByText('tanaka.k').waitFor()
  await page.close()
})

test('login v2 signs in through the real sign-in call; a wrong password is refused in the form', async () => {
  const page = await open('/pages/authentication/login-v2')
  await page.getByLabel('Email').fill('office@demo.com')
  await page.getByLabel(/^Password\*?$/).fill('wrong')
  await page.getByRole('button', { name: 'Sign in', exact: true }).click()
  await page.getByText('Invalid email or password').waitFor()
  assert.equal(new URL(page.url()).pathname, '/pages/authentication/login-v2')
  await page.getByLabel(/^Password\*?$/).fill('office')
  await page.getByRole('button', { name: 'Sign in', exact: true }).click()
  await page.waitForURL((url) => url.pathname === '/apps/process/list')
  assert.equal(await settledLocation(page), '/apps/process/list')
  await page.close()
})

test('register and forgot-password forms keep submit disabled while invalid, and work offline after one visit', async () => {
  const page = await open('/pages/authentication/forgot-password-v2')
  const send = page.getByRole('button', { name: 'Send reset link' })
  assert.equal(await send.isDisabled(), true)
  await page.getByLabel('Email').fill('not-an-email')
  await page.getByLabel('Email').blur()
  await page.getByText('Enter a valid email address').waitFor()
  assert.equal(await send.isDisabled(), true)
  await page.getByLabel('Email').fill('suzuki@example.co.jp')
  await send.click()
  await page.getByRole('heading', { name: 'Check your email' }).waitFor()

  await app.context.setOffline(true)
  try {
    await page.goto(app.baseURL + '/pages/authentication/register-v1')
    await shown(page, '/pages/authentication/register-v1')
    const signUp = page.getByRole('button', { name: 'Sign up' })
    await page.getByLabel('Username').fill('sato')
    await page.getByLabel('Email').fill('sato@example.co.jp')
    await page.getByLabel(/^Password\*?$/).fill('Sato!2026x')
    assert.equal(await signUp.isDisabled(), true, 'terms not accepted yet')
    await page.getByLabel('I agree to the privacy policy and terms').check()
    await signUp.click()
    await page.getByRole('heading', { name: 'Account created' }).waitFor()
    await page.reload()
    await shown(page, '/pages/authentication/register-v1')
    await page.getByRole('button', { name: 'Sign up' }).waitFor()
  } finally {
    await app.context.setOffline(false)
  }
  await page.close()
})
