// The vertical (縦書き) layout of the fresh card set, in mm on a 55 × 91 card. Unlike the first set
// (company, title, reading, name, address from the right edge), the name stands in the middle of the
// card; the company and the title are right of it, the reading beside it; left of it the address runs
// over two columns (and a third for the building), then the phone, in kanji numerals on half the cards.
// The e-mail (and the phones when they are not in columns) are printed across the foot.
import { fit } from './card-layout-fresh.mjs'
import { toKanjiDigits } from './card-words-fresh.mjs'

const pick = (r, list) => list[Math.floor(r() * list.length)]

export function verticalLayout(r, card) {
  const blocks = []
  const { items, tel, fax, mobile } = card.tel
  const phonesInColumns = r() < 0.6
  const foot = phonesInColumns ? 84 : 76 // where the horizontal lines at the foot start
  const maxY = foot - 3
  const column = (text, x, y, size, weight = 400) => blocks.push({ text, x, y, size, weight, vertical: true, maxY })

  // Right of the name: a mark, the company, then the department and title.
  let x = 52
  let top = 7
  if (card.logo) {
    blocks.push({ logo: card.logo, shape: 'square', x: 45, y: 3.5, size: 6 })
    top = 12
  }
  x -= 3.6
  column(card.c.printed, x, top, 3.6, 700)
  x -= 1.8
  const titles = card.dept && !card.deptOnTitleLine ? [card.dept, card.position] : [card.dept ? `${card.dept} ${card.position}` : card.position]
  for (const t of titles) {
    x -= 3
    column(t, x, top + 4, 3)
    x -= 1.5
  }

  // The name in the middle, its reading in a small column right beside it.
  const nameSize = 7.5
  const nameX = Math.min(27.5 - nameSize / 2, x - nameSize - (card.furigana === 'beside' ? 3.6 : 0.8))
  if (card.furigana === 'beside') column(card.reading, nameX + nameSize + 0.8, 18, 2.3)
  column(card.printedName, nameX, 16, nameSize, 700)

  // Left of the name: the address over two columns (split after the ward or after the town), the building, the phones.
  const addr = card.addr
  const left = pick(r, [true, false])
    ? [`${addr.postal} ${addr.head}${addr.town}`, addr.street]
    : [`${addr.postal} ${addr.head}`, `${addr.town}${addr.street}`]
  if (addr.building) left.push(addr.building)
  if (phonesInColumns) {
    const kanji = r() < 0.5
    const num = (n) => (kanji ? toKanjiDigits(n) : n)
    if (tel) left.push(`${card.tel.shared ? '電話・ファクス' : '電話'} ${num(tel)}`)
    if (fax) left.push(`ファクス ${num(fax)}`)
    if (mobile) left.push(`携帯 ${num(mobile)}`)
  }
  const room = nameX - 2.5 - 2
  const size = Math.min(2.6, room / (left.length * 1.6))
  let lx = nameX - 2.5
  for (const t of left) {
    lx -= size
    column(t, lx, 14, size)
    lx -= size * 0.6
  }

  // Across the foot: the phones (when not in columns), then the e-mail.
  let y = foot
  const across = phonesInColumns ? [] : [items.tel, items.fax, items.mobile].filter(Boolean)
  for (const line of [...across, `${card.mailLabel}${card.email}`]) {
    blocks.push({ text: line, x: 4, y, size: 2.3, weight: 400 })
    y += 3.3
  }
  return { layout: phonesInColumns ? 'vertical-phone-columns' : 'vertical-foot', blocks: fit(blocks, true) }
}
