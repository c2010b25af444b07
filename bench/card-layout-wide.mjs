// Layouts of the wide card set (bench/card-set-wide.mjs), in mm on a 91 × 55 card (55 × 91 vertical):
//   corner          the company large at the top left (a slogan under it), the person right-aligned
//                   below, address and contacts across the foot, a group company in small print
//   two-column      company, person and the e-mail under the name on the left; a rule; the address and
//                   the numbers after small marks (☎ ■ ●) in a right column
//   address-first   the address line first, a rule, the company, the name with its romaji beside it,
//                   T. F. M. E. labels in a grid at the foot
//   vertical-wide   縦書き: company, slogan and title right of the name, the address and the phones
//                   left of it; half-width text (numbers, e-mail, URL) turned sideways in its column
//                   (block flag `latin: 'sideways'`) or printed across the foot, and numbers of one or
//                   two digits set upright side by side (縦中横, block flag `tcy`)
import { textWidth } from './card-set.mjs'

const pick = (r, list) => list[Math.floor(r() * list.length)]
const STEP = 3.1 // pitch of the small lines (2.2 mm text)
const SMALL = 2.2

/** Half-width runs of a sideways column: 1–2 digit runs upright (縦中横) when `tcy`, longer runs turned. */
export function columnSegments(text, tcy) {
  const out = []
  const re = /[\x21-\x7e](?:[\x20-\x7e]*[\x21-\x7e])?/g
  let last = 0
  for (const m of text.matchAll(re)) {
    for (const ch of text.slice(last, m.index)) out.push({ ch })
    out.push(tcy && /^\d{1,2}$/.test(m[0]) ? { tcy: m[0] } : { run: m[0] })
    last = m.index + m[0].length
  }
  for (const ch of text.slice(last)) out.push({ ch })
  return out
}

/** Length of a vertical column in mm as card-render.mjs draws it (the flagged kind too). */
export function wideColumnLength(b) {
  if (!b.latin) return [...b.text].reduce((h, ch) => h + b.size * (ch === ' ' ? 0.5 : 1.05), 0)
  return columnSegments(b.text, b.tcy).reduce((h, s) => h + b.size * (s.run ? s.run.length * 0.6 + 0.3 : s.ch === ' ' ? 0.5 : 1.05), 0)
}

/** Left, right, top and bottom of a block in mm. */
export function blockBox(b) {
  if (b.vertical) return { left: b.x, right: b.x + b.size, top: b.y, bottom: b.y + wideColumnLength(b) }
  if (!b.text) return { left: b.x, right: b.x + (b.w ?? b.size), top: b.y, bottom: b.y + (b.rule ? b.size : b.size) }
  const w = textWidth(b.text, b.size)
  const left = b.align === 'center' ? b.x - w / 2 : b.align === 'right' ? b.x - w : b.x
  return { left, right: left + w, top: b.y, bottom: b.y + b.size }
}

/**
 * Everything on the card: a line wider than its room (minX..maxX) or a column longer than its room
 * (to maxY) gets smaller; a horizontal card taller than the card is drawn smaller as a whole below
 * `top` (positions and sizes together, so nothing comes to overlap).
 */
function fit(blocks, vertical, top = 4) {
  const [W, H] = vertical ? [55, 91] : [91, 55]
  let out = blocks.map((b) => {
    if (!b.text) return b
    if (b.vertical) {
      const room = (b.maxY ?? H - 4) - b.y
      const len = wideColumnLength(b)
      return len > room ? { ...b, size: (b.size * room) / len } : b
    }
    const [minX, maxX] = [b.minX ?? 4, b.maxX ?? W - 4]
    const room = b.align === 'center' ? 2 * Math.min(b.x - minX, maxX - b.x) : b.align === 'right' ? b.x - minX : maxX - b.x
    const w = textWidth(b.text, b.size)
    return w > room ? { ...b, size: (b.size * room) / w } : b
  })
  if (!vertical) {
    const bottom = Math.max(...out.map((b) => blockBox(b).bottom))
    if (bottom > H - 3.5) {
      const k = (H - 3.5 - top) / (bottom - top)
      out = out.map((b) => (b.y > top ? { ...b, y: top + (b.y - top) * k, size: b.rule && b.w < 1 ? b.size * k : b.rule ? b.size : b.size * k } : b))
    }
  }
  return out.map((b) => Object.fromEntries(Object.entries(b).filter(([k]) => !['minX', 'maxX', 'maxY'].includes(k))))
}

/** The name row: [lead] name [reading beside | (reading) | romaji beside], parts sharing the name's baseline. */
function nameRow(blocks, card, { x, y, size, align = 'start', maxX = 87, minX = 4, romajiBeside = false }) {
  const tail = card.furigana === 'beside' ? card.reading : card.furigana === 'paren' ? `（${card.reading}）` : romajiBeside ? card.romaji : ''
  const parts = [{ text: card.printedName, size, weight: 700 }, tail && { text: tail, size: 2.5, weight: 400 }].filter(Boolean)
  const natural = parts.reduce((w, p) => w + textWidth(p.text, p.size) + 2.2, -2.2)
  const room = align === 'right' ? x - minX : maxX - x
  const k = Math.min(1, room / natural)
  let left = align === 'right' ? x - natural * k : x
  for (const p of parts) {
    blocks.push({ text: p.text, x: left, y: y + (size - p.size) * k - (p.size < size ? 0.5 * k : 0), size: p.size * k, weight: p.weight })
    left += (textWidth(p.text, p.size) + 2.2) * k
  }
  return y + size * k * 1.3
}

function small(blocks, text, x, y, { step = STEP, ...opts } = {}) {
  blocks.push({ text, x, y, size: SMALL, weight: 400, ...opts })
  return y + step
}

/** The person: department, title, qualification, reading, name, romaji; right-aligned or from x. */
function personGroup(blocks, card, { x, y, align = 'start', maxX, size = 6.5, romajiBeside = false }) {
  const o = align === 'right' ? { align: 'right', minX: 40 } : { maxX }
  if (card.dept) y = small(blocks, card.dept, x, y, o)
  y = small(blocks, card.position, x, y, { ...o, size: 2.6, step: 3.6 })
  if (card.bilingual) y = small(blocks, card.englishTitle, x, y, { ...o, size: 2.1, step: 3 })
  if (card.qualification) y = small(blocks, card.qualification, x, y, { ...o, size: 2.1, step: 3 })
  if (card.furigana === 'above') y = small(blocks, card.reading, x, y + 0.4, { ...o, size: 2.1, step: 2.9 })
  y = nameRow(blocks, card, { x, y: y + 0.4, size, align, maxX, romajiBeside })
  if (card.furigana === 'below') y = small(blocks, card.reading, x, y, { ...o, size: 2.1, step: 3 })
  if ((card.bilingual || card.showRomaji) && !romajiBeside) y = small(blocks, card.romaji, x, y, { ...o, size: 2.4, step: 3.4 })
  return y
}

function companyHead(blocks, card, { x, y, size, maxX }) {
  let cx = x
  if (card.logo) {
    blocks.push({ logo: card.logo, shape: card.logoShape, x, y: y - 0.6, size: size * 1.6 })
    cx = x + size * 1.6 + 1.5
  }
  blocks.push({ text: card.c.printed, x: cx, y, size, weight: 700, maxX })
  // Under the mark too, not only under the name: a slogan met the mark's foot.
  y += card.logo ? size * 1.6 + 0.3 : size * 1.35
  if (card.bilingual && card.c.en) {
    blocks.push({ text: card.c.en, x: cx, y, size: 2, weight: 400, maxX })
    y += 2.9
  }
  return y
}

function corner(r, card) {
  const blocks = []
  let y = companyHead(blocks, card, { x: 5, y: 5, size: pick(r, [3.8, 4.2, 4.6]), maxX: 86 })
  if (card.slogan) y = small(blocks, card.slogan, 5, y, { size: 2.1, maxX: 86 })
  y = personGroup(blocks, card, { x: 86, y: Math.max(y + 2, 16), align: 'right' })
  y += 1.2
  for (const row of card.addressRows) y = small(blocks, row, 5, y)
  for (const row of card.contactLines) y = small(blocks, row, 5, y)
  if (card.url) y = small(blocks, card.url, 5, y)
  if (card.group) small(blocks, card.group, 86, y + 0.3, { size: 1.8, align: 'right', minX: 4 })
  return blocks
}

function twoColumn(r, card) {
  const blocks = []
  let y = companyHead(blocks, card, { x: 5, y: 5, size: 3.1, maxX: 47 })
  if (card.slogan) y = small(blocks, card.slogan, 5, y, { size: 1.9, maxX: 47, step: 2.8 })
  y = personGroup(blocks, card, { x: 5, y: Math.max(y + 3, 15), maxX: 47, size: 6 })
  small(blocks, card.emailLine, 5, y + 0.4, { maxX: 47 })
  blocks.push({ rule: true, x: 49.5, y: 6, w: 0.25, size: 43 })
  let ry = 7
  for (const row of card.addressRows) ry = small(blocks, row, 52, ry, { maxX: 88 })
  ry += 1.2
  for (const row of card.markedLines) ry = small(blocks, row, 52, ry, { maxX: 88 })
  if (card.url) ry = small(blocks, card.url, 52, ry, { maxX: 88 })
  if (card.group) small(blocks, card.group, 52, Math.max(ry + 1, 47), { size: 1.8, maxX: 88 })
  return blocks
}

function addressFirst(r, card) {
  const blocks = []
  let y = small(blocks, card.addressRows.join(' '), 5, 4, { size: 2.1, maxX: 86 })
  blocks.push({ rule: true, x: 5, y: y, w: 81, size: 0.25 })
  y = companyHead(blocks, card, { x: 5, y: y + 2.4, size: 3.4, maxX: 86 })
  if (card.slogan) y = small(blocks, card.slogan, 5, y, { size: 1.9, maxX: 86, step: 2.8 })
  y = personGroup(blocks, card, { x: 5, y: y + 2, maxX: 86, size: 6.5, romajiBeside: true })
  y += 1
  const cells = card.labelledCells
  for (let i = 0; i < cells.length; i += 2) {
    small(blocks, cells[i], 5, y, { maxX: cells[i + 1] ? 45 : 86 })
    if (cells[i + 1]) small(blocks, cells[i + 1], 47, y, { maxX: 87 })
    y += STEP
  }
  if (card.url) y = small(blocks, card.url, 5, y)
  if (card.group) small(blocks, card.group, 5, y + 0.3, { size: 1.8 })
  return blocks
}

const LAYOUTS = { corner, 'two-column': twoColumn, 'address-first': addressFirst }

export function horizontalLayout(r, card) {
  const layout = pick(r, Object.keys(LAYOUTS))
  return { layout, blocks: fit(LAYOUTS[layout](r, card), false) }
}

/** 縦書き: columns right to left; `card.vcols` holds the address and phone columns, `card.vfoot` what goes across the foot. */
export function verticalLayout(r, card) {
  const blocks = []
  const foot = card.vfoot.length ? 88 - card.vfoot.length * 3.1 : 87
  const maxY = card.vfoot.length ? foot - 2 : 87
  const column = (text, x, y, size, weight = 400, flags = {}) => blocks.push({ text, x, y, size, weight, vertical: true, maxY, ...flags })
  let x = 51
  let top = 6
  if (card.logo) {
    blocks.push({ logo: card.logo, shape: card.logoShape, x: 44, y: 4, size: 6.5 })
    top = 13
  }
  x -= 3.6
  column(card.c.printed, x, top, 3.6, 700)
  if (card.slogan) {
    x -= 2.9
    column(card.slogan, x, top + 2, 1.9)
  }
  const titleCol = card.dept ? `${card.dept} ${card.position}` : card.position
  x -= 4.2
  column(titleCol, x, top + 6, 2.8)
  if (card.qualification) {
    x -= 3.4
    column(card.qualification, x, top + 6, 2.3, 400, { latin: 'sideways', tcy: true })
  }
  const nameSize = 7.2
  if (card.furigana === 'beside') {
    x -= 3.2
    column(card.reading, x, 22, 2.2)
  }
  x -= nameSize + 0.8
  column(card.printedName, x, 20, nameSize, 700)
  x -= 2.2
  const cols = card.vcols
  const size = Math.min(2.6, (x - 4) / (cols.length * 1.45))
  for (const t of cols) {
    x -= size
    column(t.text, x, 14, size, 400, t.sideways ? { latin: 'sideways', tcy: true } : {})
    x -= size * 0.45
  }
  let y = foot
  for (const line of card.vfoot) {
    blocks.push({ text: line, x: 4, y, size: 2.1, weight: 400, maxX: 51 })
    y += 3.1
  }
  return { layout: card.vfoot.length ? 'vertical-wide-foot' : 'vertical-wide-sideways', blocks: fit(blocks, true) }
}
