// Front pages (issue 17): the public site in its front layout, signed out — landing page with section
// links, language switch and a contact form sent offline; help-center search across kana; pricing →
// payment with card checks; the checkout from cart to confirmation. Against the production build.
import { test } from 'node:test'
import assert from 'node:assert/strict'
import { useApp } from './support/suite.mjs'
import { openSignedOut, settledLocation } from './support/auth-helpers.mjs'

const app = useApp()

const openPublic = async (path) => {
  await app.context.clearCookies()
  const page = await openSignedOut(app.context, app.baseURL, path)
  await page.goto(app.baseURL + path)
  assert.equal(await settledLocation(page), path.split('?')[0])
  return page
}

test('landing page signed out: section links scroll below the bar, Japanese, and the contact form is sent offline', async () => {
  const page = await openPublic('/front-pages/landing-page')
  await page.getByRole('heading', { level: 1, name: 'Every business card, one shared address book' }).waitFor()
  await page.getByTestId('front-sign-in').waitFor()

  // A section link keeps the page, records the hash and leaves the 60 px offset above the section.
  await page.getByTestId('front-nav-faq').click()
  await page.waitForURL((url) => url.hash === '#faq' && url.pathname === '/front-pages/landing-page')
  await page.waitForFunction(() => Math.abs(document.getElementById('faq').getBoundingClientRect().top - 60) <= 2)

  await page.getByLabel('Language').selectOption('ja')
  await page.getByRole('heading', { level: 1, name: 'すべての名刺を、ひとつの共有アドレス帳に' }).waitFor()
  assert.equal(await page.evaluate(() => document.documentElement.lang), 'ja')
  await page.getByTestId('front-sign-in').filter({ hasText: 'ログイン' }).waitFor()

  await app.context.setOffline(true)
  try {
    await page.reload()
    const form = page.getByRole('form', { name: 'お問い合わせフォーム' })
    await form.getByLabel('お名前').fill('佐藤 花子')
    await form.getByLabel('メールアドレス').fill('hanako@example.jp')
    await form.getByLabel('お問い合わせ内容').fill('短い')
    await form.getByRole('button', { name: '送信する' }).click()
    // Refused under the field in Japanese; what was typed stays.
    await form.getByText('お問い合わせ内容は10文字以上で入力してください').waitFor()
    assert.equal(await form.getByLabel('お名前').inputValue(), '佐藤 花子')
    await form.getByLabel('お問い合わせ内容').fill('チーム向けのデモをお願いしたいです。')
    await form.getByRole('button', { name: '送信する' }).click()
    await page.getByTestId('contact-sent').getByText('hanako@example.jp').waitFor()
    await page.getByText('送信しました').waitFor()
  } finally {
    await app.context.setOffline(false)
  }
  await page.close()
})

test('help center: a hiragana search finds katakana titles and the other way round; articles open by title, unknown ones say so', async () => {
  const page = await openPublic('/front-pages/help-center')
  await page.getByRole('heading', { name: 'Popular articles' }).waitFor()
  const search = page.getByRole('searchbox', { name: /Search the help center/ })

  // テンプレートのインポート is found in hiragana; はじめに in katakana.
  await search.fill('いんぽーと')
  await page.waitForURL((url) => url.searchParams.get('q') === 'いんぽーと')
  const results = page.getByTestId('help-results')
  await results.getByRole('link', { name: /Importing a template/ }).waitFor()
  assert.equal(await page.getByTestId('help-result-count').innerText(), '1 article found')

  await search.fill('ハジメニ')
  await results.getByRole('link', { name: /Getting started/ }).waitFor()

  await search.fill('zzzz')
  await page.getByText('No article matches “zzzz”').waitFor()
  await page.getByRole('button', { name: 'Clear the search' }).click()
  await page.getByRole('heading', { name: 'Knowledge base' }).waitFor()

  await page.getByRole('link', { name: 'Changing your password' }).click()
  await page.waitForURL((url) => url.pathname === '/front-pages/help-center/article/changing-your-password')
  await page.getByRole('heading', { level: 1, name: 'Changing your password' }).waitFor()

  await page.goto(app.baseURL + '/front-pages/help-center/article/no-such-article')
  await page.getByText('This article does not exist').waitFor()
  await page.getByRole('link', { name: 'Back to the help center' }).first().click()
  await page.waitForURL((url) => url.pathname === '/front-pages/help-center')
  await page.close()
})

test('pricing → payment: the yearly choice travels in the URL; the card is checked (Luhn, expiry, CVC) before paying', async () => {
  const page = await openPublic('/front-pages/pricing')
  await page.getByRole('switch', { name: 'Pay yearly' }).check()
  await page.waitForURL((url) => url.searchParams.get('billing') === 'yearly')
  await page.getByRole('link', { name: 'Choose Team' }).click()
  await page.waitForURL((url) => url.pathname === '/front-pages/payment' && url.searchParams.get('plan') === 'team' && url.searchParams.get('billing') === 'yearly')
  // Team yearly: $11 × 5 users × 12 months = $660, plus 10 % tax.
  assert.equal(await page.getByTestId('plan-total').innerText(), '$726.00')

  const form = page.getByRole('form', { name: 'Card details' })
  await form.getByLabel('Card number').fill('4242424242424241')
  assert.equal(await form.getByLabel('Card number').inputValue(), '4242 4242 4242 4241')
  await form.getByLabel('Name on card').fill('HANAKO SATO')
  await form.getByLabel('Expiry (MM/YY)').fill('0120')
  await form.getByLabel('Security code (CVC)').fill('12')
  await form.getByRole('button', { name: /^Pay / }).click()
  await form.getByText('Enter a valid card number').waitFor()
  await form.getByText('Enter a future expiry date as MM/YY').waitFor()
  await form.getByText('Enter the 3 or 4 digits on the back of the card').waitFor()

  await form.getByLabel('Card number').fill('3530111333300000')
  await form.getByTestId('card-brand').filter({ hasText: 'JCB' }).waitFor()
  await form.getByLabel('Expiry (MM/YY)').fill('0839')
  await form.getByLabel('Security code (CVC)').fill('123')
  await form.getByRole('button', { name: 'Pay $726.00' }).click()
  await page.getByTestId('payment-done').getByText('0000').waitFor()
  await page.close()
})

test('checkout: cart from the demo shop → address (checked, kept when going back) → payment → confirmation', async () => {
  const page = await openPublic('/front-pages/checkout')
  const cart = page.getByTestId('cart')
  await cart.getByRole('listitem').nth(2).waitFor()
  assert.equal(await cart.getByRole('listitem').count(), 3)
  await cart.getByRole('button', { name: 'One more' }).first().click()
  assert.equal(await cart.getByTestId('cart-quantity').first().innerText(), '2')
  await page.getByRole('button', { name: 'Continue to address' }).click()

  const address = page.getByRole('form', { name: 'Delivery address' })
  await address.getByLabel('Full name').fill('佐藤 花子')
  await address.getByLabel('Postal code').fill('1000')
  await page.getByRole('button', { name: 'Continue to payment' }).click()
  await address.getByText('Enter a postal code as NNN-NNNN').waitFor()
  await address.getByLabel('E-mail address').fill('hanako@example.jp')
  await address.getByLabel('Phone number').fill('090-1234-5678')
  await address.getByLabel('Postal code').fill('100-0005')
  await address.getByLabel('Prefecture').fill('東京都')
  await address.getByLabel('City or ward').fill('千代田区')
  await address.getByLabel('Street, building and room').fill('丸の内1-1')
  await page.getByRole('button', { name: 'Continue to payment' }).click()

  const payment = page.getByRole('form', { name: 'Payment' })
  await payment.getByLabel('Card number').waitFor()
  await page.getByRole('button', { name: 'Back' }).click()
  assert.equal(await address.getByLabel('Street, building and room').inputValue(), '丸の内1-1')
  await page.getByRole('button', { name: 'Continue to payment' }).click()

  await payment.getByLabel('Card number').fill('4242 4242 4242 4242')
  await payment.getByLabel('Name on card').fill('HANAKO SATO')
  await payment.getByLabel('Expiry (MM/YY)').fill('1238')
  await payment.getByLabel('Security code (CVC)').fill('321')
  await page.getByTestId('place-order').click()
  await page.getByTestId('order-placed').getByText('hanako@example.jp').waitFor()
  await page.getByText('東京都 千代田区').waitFor()
  await page.close()
})
