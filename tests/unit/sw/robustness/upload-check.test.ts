import { describe, expect, it } from 'vitest'
import { sniffImageKind } from '../../../../src/core/api/contract/product/image-signature'
import { call, signIn } from '../../support/demo-server'
import { PNG, emptyProcessDb } from '../product/process-helpers'

const b64 = (bytes: number[]) => Buffer.from(bytes).toString('base64')
const JPEG = `data:image/jpeg;base64,${b64([0xff, 0xd8, 0xff, 0xe0, 0, 0x10, 0x4a, 0x46, 0x49, 0x46, 0, 1])}`
const WEBP = `data:image/webp;base64,${Buffer.from('RIFF\u0010\u0000\u0000\u0000WEBPVP8 ', 'latin1').toString('base64')}`

describe('upload signature and size checks (#13 defect 6)', () => {
  it('sniffs JPEG, PNG, WebP and HEIC from their first bytes', () => {
    expect(sniffImageKind(new Uint8Array([0xff, 0xd8, 0xff, 0xdb]))).toBe('jpeg')
    expect(sniffImageKind(Buffer.from(PNG.split(',')[1], 'base64'))).toBe('png')
    expect(sniffImageKind(Buffer.from('RIFF\u0000\u0000\u0000\u0000WEBP', 'latin1'))).toBe('webp')
    expect(sniffImageKind(Buffer.from('\u0000\u0000\u0000\u0018ftypheic', 'latin1'))).toBe('heic')
    expect(sniffImageKind(Buffer.from('AAAAAAAAAAAA'))).toBeUndefined()
    expect(sniffImageKind(new Uint8Array())).toBeUndefined()
  })

  it('accepts real pictures and refuses "AAAA…" sent as a PNG, naming the file; nothing is stored', async () => {
    const db = await emptyProcessDb()
    const token = await signIn(db, 'office@demo.com')
    const good = await call(db, 'POST', '/v1/api/processes', { token, body: { process_name: 'ok', files: [{ file_name: 'a.png', data_url: PNG }, { file_name: 'b.jpg', data_url: JPEG }, { file_name: 'c.webp', data_url: WEBP }] } })
    expect(good.status).toBe(201)
    const fake = `data:image/png;base64,${'A'.repeat(5 * 1024 * 1024)}`
    const res = await call(db, 'POST', '/v1/api/processes', { token, body: { process_name: 'fake', files: [{ file_name: 'ok.png', data_url: PNG }, { file_name: 'fake.png', data_url: fake }] } })
    expect(res.status).toBe(400)
    expect(res.body.message).toMatch(/^fake\.png: this is not a JPEG, PNG or WebP picture/)
    expect(res.body.fields).toEqual({ 'files.1': [expect.stringMatching(/fake\.png/)] })
    const list = await call(db, 'GET', '/v1/api/processes?itemsPerPage=-1', { token })
    expect(list.body.items.map((p: { process_name: string }) => p.process_name)).toEqual(['ok'])
  })

  it('refuses a picture sent under another type', async () => {
    const db = await emptyProcessDb()
    const token = await signIn(db, 'office@demo.com')
    const res = await call(db, 'POST', '/v1/api/processes', { token, body: { process_name: 'x', files: [{ file_name: 'a.webp', data_url: PNG.replace('image/png', 'image/webp') }] } })
    expect(res.status).toBe(400)
    expect(res.body.message).toBe('a.webp: the content is PNG, but it was sent as image/webp')
  })
})
