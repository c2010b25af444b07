import { call, openTestDb, signIn } from '../../support/demo-server'

/** A fresh seeded database with a token for each demo account. */
export async function records() {
  const db = await openTestDb()
  const [admin, office, sales, client] = await Promise.all([
    signIn(db, 'admin@demo.com'),
    signIn(db, 'office@demo.com'),
    signIn(db, 'sales@demo.com'),
    signIn(db, 'client@demo.com'),
  ])
  return { db, admin, office, sales, client, call: (method: string, url: string, token?: string, body?: unknown) => call(db, method, url, { token, body }) }
}

export const company = (extra: Record<string, unknown> = {}) => ({
  name: '株式会社テスト商事',
  name_kana: 'テストショウジ',
  postal_code: '100-0005',
  address: '東京都千代田区丸の内1丁目1-1',
  phone_number: '03-1234-5678',
  website: 'https://www.test-shoji.example.jp',
  industry: '卸売',
  employee_count: 12,
  ...extra,
})

export const person = (extra: Record<string, unknown> = {}) => ({
  full_name: '山田 花子',
  full_name_kana: 'やまだ はなこ',
  email: 'hanako@test.example.jp',
  phone_number: '090-1234-5678',
  company_id: 1,
  department: '営業部',
  position: '課長',
  sales: 3,
  ...extra,
})
