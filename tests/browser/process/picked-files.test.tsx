import { StrictMode, useState } from 'react'
import { expect } from 'chai'
import { usePickedFiles } from '@/features/process/add/use-picked-files'
import { act, render, waitFor } from '../support/render'

// The add page's file list in real Chromium (real createImageBitmap and canvas), under StrictMode as
// the app runs, in every order a user takes: name first, files first, a second batch, remove one
// while the photos are still being prepared.

async function photo(name: string, size = 1200): Promise<File> {
  const canvas = document.createElement('canvas')
  canvas.width = size
  canvas.height = Math.round(size * 0.6)
  const ctx = canvas.getContext('2d')!
  ctx.fillStyle = '#fff'
  ctx.fillRect(0, 0, canvas.width, canvas.height)
  ctx.fillStyle = '#123'
  ctx.font = '64px sans-serif'
  ctx.fillText(name, 40, 120)
  const blob = await new Promise<Blob>((resolve) => canvas.toBlob((b) => resolve(b!), 'image/png'))
  return new File([blob], name, { type: 'image/png' })
}

let picked: ReturnType<typeof usePickedFiles>
let typeName: (value: string) => void

function Harness() {
  picked = usePickedFiles()
  const [name, setName] = useState('Cards')
  typeName = setName
  return <output data-name={name}>{picked.files.map((f) => `${f.name}:${f.state}`).join(',')}</output>
}

const states = () => picked.files.map((f) => f.state)
const allReady = (count: number) => waitFor(() => expect(states()).to.deep.equal(Array(count).fill('ready')), 15_000)

describe('usePickedFiles (the upload page)', function () {
  // Decoding real photos on a busy shared machine: allow more than mocha's 2 s per test.
  this.timeout(30_000)
  let unmount: () => Promise<void>
  beforeEach(async () => {
    ;({ unmount } = await render(
      <StrictMode>
        <Harness />
      </StrictMode>,
    ))
  })
  afterEach(async () => unmount())

  it('prepares the photos when the name was typed first', async () => {
    for (const value of ['C', 'Ca', '展示会 11月']) await act(async () => typeName(value))
    const files = await Promise.all(['a.png', 'b.png', 'c.png'].map((n) => photo(n)))
    await act(async () => picked.add(files))
    expect(states()).to.deep.equal(['preparing', 'preparing', 'preparing'])
    await allReady(3)
    expect(picked.files.every((f) => f.dataUrl?.startsWith('data:image/jpeg'))).to.equal(true)
  })

  it('prepares the photos when the files were chosen first', async () => {
    await act(async () => picked.add([await photo('a.png'), await photo('b.png')]))
    await act(async () => typeName('展示会'))
    await allReady(2)
  })

  it('adds a second batch, while the first is still preparing and after it is done', async () => {
    await act(async () => picked.add([await photo('a.png', 2400), await photo('b.png', 2400)]))
    await act(async () => picked.add([await photo('c.png')]))
    await allReady(3)
    await act(async () => picked.add([await photo('d.png')]))
    expect(picked.files.map((f) => f.name)).to.deep.equal(['a.png', 'b.png', 'c.png', 'd.png'])
    await allReady(4)
  })

  it('removes a photo while the others are still preparing', async () => {
    await act(async () => picked.add([await photo('a.png', 2400), await photo('b.png', 2400), await photo('c.png', 2400)]))
    const second = picked.files[1].key
    await act(async () => picked.remove(second))
    expect(picked.files.map((f) => f.name)).to.deep.equal(['a.png', 'c.png'])
    await allReady(2)
    expect(picked.files.map((f) => f.name)).to.deep.equal(['a.png', 'c.png'])
  })

  it('reports a file that is not an image, one whose bytes are no picture and one that cannot be decoded, keeping the rest', async () => {
    const text = new File(['hello'], 'notes.txt', { type: 'text/plain' })
    // Named .png but its first bytes are no picture at all (#13: "AAAA…" named .png).
    const fake = new File([new Uint8Array([1, 2, 3, 4])], 'fake.png', { type: 'image/png' })
    // A real PNG signature with nothing decodable after it.
    const broken = new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0, 1, 2, 3])], 'broken.png', { type: 'image/png' })
    await act(async () => picked.add([text, fake, broken, await photo('a.png')]))
    await waitFor(() => expect(states()).to.deep.equal(['broken', 'broken', 'ready']), 15_000)
    expect(picked.rejected.map((r) => `${r.name}:${r.problem}`)).to.deep.equal(['notes.txt:type', 'fake.png:signature', 'broken.png:broken'])
  })
})
