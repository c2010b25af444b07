// Horizontal layouts of the fresh card set (bench/card-set-fresh.mjs), in mm on a 91 × 55 card:
//   centred    company small top-left (a square mark top-right), title above or under a large centred name
//   logo-right a big mark with the company under it on the right, the person on the left
//   qr-foot    title and name on one line, a rule, the company under it, a QR-like square at the foot
// and the pieces they share: the name group, address rows, contact rows, and fitting it all on the card.
import { columnLength, textWidth } from './card-set.mjs'

const pick = (r, list) => list[Math.floor(r() * list.length)]
const STEP = 3.4 // pitch of the small lines (2.3 mm text)

/** Left, right, top and bottom of a block in mm, as card-render.mjs draws it (x is the centre or right edge when aligned). */
export function blockBox(b) {
  if (b.vertical) return { left: b.x, right: b.x + b.size, top: b.y, bottom: b.y + columnLength(b.text, b.size) }
  if (!b.text) return { left: b.x, right: b.x + (b.w ?? b.size), top: b.y, bottom: b.y + (b.rule ? 0.3 : b.size) }
  const w = textWidth(b.text, b.size)
  const left = b.align === 'center' ? b.x - w / 2 : b.align === 'right' ? b.x - w : b.x
  return { left, right: left + w, top: b.y, bottom: b.y + b.size }
}

/**
 * Nothing printed off the card or into a neighbour's room: a line wider than its room (minX..maxX) or
 * a column longer than its room (to maxY) gets smaller, and a horizontal card taller than the card
 * has its lines below `top` drawn closer.
 */
export function fit(blocks, vertical, top = 12) {
  const [W, H] = vertical ? [55, 91] : [91, 55]
  let out = blocks.map((b) => {
    if (!b.text) return b
    if (b.vertical) {
      const room = (b.maxY ?? H - 4) - b.y
      const len = columnLength(b.text, b.size)
      return len > room ? { ...b, size: (b.size * room) / len } : b
    }
    const [minX, maxX] = [b.minX ?? 3, b.maxX ?? W - 3]
    const room = b.align === 'center' ? 2 * Math.min(b.x - minX, maxX - b.x) : b.align === 'right' ? b.x - minX : maxX - b.x
    const w = textWidth(b.text, b.size)
    return w > room ? { ...b, size: (b.size * room) / w } : b
  })
  if (!vertical) {
    const below = out.filter((b) => b.y > top)
    const k = Math.min(1, ...below.map((b) => (H - 3 - (blockBox(b).bottom - b.y) - top) / (b.y - top)))
    out = out.map((b) => (b.y > top ? { ...b, y: top + (b.y - top) * k } : b))
  }
  // The rooms were for fitting only: the renderer and the test see plain blocks.
  return out.map((b) => Object.fromEntries(Object.entries(b).filter(([k]) => !['minX', 'maxX', 'maxY'].includes(k))))
}

/** Title rows: "営業部 第二課 課長" on one line, or the department over the title. */
export const titleRows = (card) => (card.dept && card.deptOnTitleLine ? [`${card.dept} ${card.position}`] : [card.dept, card.position].filter(Boolean))

/** The name with its reading (above, below, beside, in brackets) and English name; returns the y under it. */
function nameGroup(blocks, card, { x, y, align = 'start', size = 7, maxX, lead }) {
  const small = (text, s, yy) => blocks.push({ text, x, y: yy, size: s, weight: 400, align, maxX })
  if (card.furigana === 'above' || card.furigana === 'katakana-above') {
    small(card.reading, 2.3, y)
    y += 3.3
  }
  const name = card.printedName
  const after = card.furigana === 'beside' ? card.reading : card.furigana === 'paren' ? `（${card.reading}）` : ''
  const wanted = [lead && { text: lead, size: 2.8 }, { text: name, size, weight: 700 }, after && { text: after, size: 2.6 }].filter(Boolean)
  const natural = wanted.reduce((w, p) => w + textWidth(p.text, p.size) + 2.5, -2.5)
  // A row wider than its room shrinks as a whole: fitting each part alone pushed the reading past the
  // room and gave it a negative size (drawn at the name's size, off the card).
  const room = maxX === undefined ? Infinity : align === 'center' ? 2 * (maxX - x) : maxX - x
  const k = Math.min(1, room / natural)
  const parts = wanted.map((p) => ({ ...p, size: p.size * k }))
  size *= k
  const width = natural * k
  // A line of several sizes is laid out from its left edge; the parts share the name's baseline.
  let left = align === 'center' ? x - width / 2 : x
  for (const p of parts) {
    blocks.push({ text: p.text, x: left, y: y + size - p.size - (p.size < size ? 0.6 * k : 0), size: p.size, weight: p.weight ?? 400, maxX })
    left += textWidth(p.text, p.size) + 2.5 * k
  }
  y += size * 1.35
  if (card.furigana === 'below') {
    small(card.reading, 2.3, y)
    y += 3.3
  }
  if (card.bilingual || card.showEnglish) {
    small(card.english, 2.6, y)
    y += 3.6
  }
  return y
}

/** Address rows: postal code and address on one line, the postal code alone, or everything on one line. */
export function addressRows(addr) {
  const main = `${addr.head}${addr.town}${addr.street}`
  if (addr.split === 'postal-apart') return [addr.postal, main, addr.building].filter(Boolean)
  if (addr.split === 'all-in-one') return [`${addr.postal} ${main}${addr.building ? ` ${addr.building}` : ''}`]
  return [`${addr.postal} ${main}`, addr.building].filter(Boolean)
}

/** Contact rows, each one or two cells: TEL and FAX on one line, in a grid, or one a line; then e-mail and URL. */
export function contactRows(card) {
  const { items, style, pairSep } = card.tel
  const mail = [`${card.mailLabel}${card.email}`]
  const url = card.url ? [[card.url]] : []
  if (style === 'grid') {
    const phones = [items.tel, items.fax, items.mobile].filter(Boolean)
    const rows = []
    for (let i = 0; i < phones.length; i += 2) rows.push(phones.slice(i, i + 2))
    return [...rows, mail, ...url]
  }
  if (style === 'pair' && items.tel && items.fax) return [[`${items.tel}${pairSep}${items.fax}`], ...(items.mobile ? [[items.mobile]] : []), mail, ...url]
  return [...[items.tel, items.fax, items.mobile].filter(Boolean).map((t) => [t]), mail, ...url]
}

/** The address and contact rows at x from y on, cells of a grid row at x and x + 42. */
function footRows(blocks, card, { x, y, maxX }) {
  for (const row of addressRows(card.addr)) {
    blocks.push({ text: row, x, y, size: 2.3, weight: 400, maxX })
    y += STEP
  }
  y += 0.6
  for (const row of contactRows(card)) {
    row.forEach((cell, i) => blocks.push({ text: cell, x: x + i * 42, y, size: 2.3, weight: 400, maxX: row.length > 1 && i === 0 ? x + 40 : maxX }))
    y += STEP
  }
  return y
}

function centred(r, card) {
  const blocks = []
  if (card.logo) blocks.push({ logo: card.logo, shape: 'square', x: 79, y: 4, size: 7 })
  blocks.push({ text: card.c.printed, x: 6, y: 5, size: 3, weight: 700, maxX: card.logo ? 77 : 88 })
  let y = 10
  if (card.bilingual && card.c.en) {
    blocks.push({ text: card.c.en, x: 6, y: 9, size: 2.2, weight: 400 })
    y = 13
  }
  const titles = () => {
    for (const t of titleRows(card)) {
      blocks.push({ text: t, x: 45.5, y, size: 2.6, weight: 400, align: 'center' })
      y += 3.8
    }
  }
  y += 2
  if (card.titleAbove) titles()
  y = nameGroup(blocks, card, { x: 45.5, y, align: 'center', size: pick(r, [6.5, 7, 7.5]) })
  if (!card.titleAbove) titles()
  footRows(blocks, card, { x: 6, y: y + 1.5 })
  return blocks
}

function logoRight(r, card) {
  const blocks = [{ logo: card.logo || card.c.printed.replace(/株式会社|有限会社|合同会社|[（）()㈱㈲]|.*法人|\s/g, '')[0], shape: 'square', x: 70, y: 5, size: 13 }]
  blocks.push({ text: card.c.printed, x: 88, y: 20.5, size: 2.6, weight: 700, align: 'right', minX: 55 })
  if (card.bilingual && card.c.en) blocks.push({ text: card.c.en, x: 88, y: 24, size: 2, weight: 400, align: 'right', minX: 55 })
  let y = 6
  for (const t of titleRows(card)) {
    blocks.push({ text: t, x: 6, y, size: 2.5, weight: 400, maxX: 66 })
    y += 3.6
  }
  y = nameGroup(blocks, card, { x: 6, y: y + 0.8, size: 6.5, maxX: 53 })
  footRows(blocks, card, { x: 6, y: Math.max(y + 1, 28) })
  return blocks
}

function qrFoot(r, card) {
  const blocks = []
  let y = 6
  const rows = titleRows(card)
  // The title on the name's line ("代表取締役 五十嵐 薫"), the department (if any) above it.
  const lead = card.titleAbove ? '' : rows.pop()
  for (const t of rows) {
    blocks.push({ text: t, x: 6, y, size: 2.4, weight: 400 })
    y += 3.5
  }
  y = nameGroup(blocks, card, { x: 6, y, size: 6.5, lead })
  blocks.push({ rule: true, x: 6, y: y + 0.5, w: 79, size: 0.3 })
  y += 2.5
  if (card.logo) blocks.push({ logo: card.logo, x: 6, y: y - 0.2, size: 3.6 })
  blocks.push({ text: card.c.printed, x: card.logo ? 11 : 6, y, size: 3.2, weight: 700 })
  y += 4.6
  if (card.bilingual && card.c.en) {
    blocks.push({ text: card.c.en, x: 6, y, size: 2.2, weight: 400 })
    y += 3.3
  }
  const end = footRows(blocks, card, { x: 6, y, maxX: 70 })
  blocks.push({ qr: card.email, x: 74, y: Math.max(y, end - 14), size: 13 })
  return blocks
}

const LAYOUTS = { centred, 'logo-right': logoRight, 'qr-foot': qrFoot }

export function horizontalLayout(r, card, kind) {
  const layout = kind === 'logo' ? pick(r, ['logo-right', 'centred']) : pick(r, Object.keys(LAYOUTS))
  return { layout, blocks: fit(LAYOUTS[layout](r, card), false) }
}
