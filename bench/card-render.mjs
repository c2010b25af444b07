// Draws the cards of bench/card-set.mjs in a browser page and "photographs" them: rotation, quarter
// turns, a desk around the card, a trapezoid (perspective) warp, low resolution, JPEG artefacts and
// uneven light. Also draws the fresh set (bench/card-set-fresh.mjs): aligned lines, square marks, rules and
// QR-like squares. Uses the system's Noto Sans/Serif CJK JP (Gothic/Mincho); returns data URLs.

export async function renderCardSet(page, cards) {
  return page.evaluate(async (cards) => {
    const PX = 16 // px per mm
    const FONTS = { gothic: '"Noto Sans CJK JP", "Noto Sans JP", sans-serif', mincho: '"Noto Serif CJK JP", serif' }
    await document.fonts.load(`16px ${FONTS.gothic}`, '山田')
    await document.fonts.load(`16px ${FONTS.mincho}`, '山田')
    // The wide set (bench/card-set-wide.mjs) also names other typefaces (Debian fonts-ipaexfont, fonts-vlgothic).
    const MORE = { 'ipaex-gothic': '"IPAexGothic", sans-serif', 'ipaex-mincho': '"IPAexMincho", serif', 'vl-gothic': '"VL Gothic", sans-serif' }
    for (const key of new Set(cards.map((c) => c.font))) {
      if (MORE[key]) {
        FONTS[key] = MORE[key]
        await document.fonts.load(`16px ${MORE[key]}`, '山田')
      }
    }
    // Characters set sideways in vertical text (long vowel mark, dashes, brackets).
    const TURN = /[ー\-－〜~()（）]/

    function drawCard(card) {
      const w = (card.vertical ? 55 : 91) * PX
      const h = (card.vertical ? 91 : 55) * PX
      const canvas = document.createElement('canvas')
      canvas.width = w
      canvas.height = h
      const ctx = canvas.getContext('2d')
      ctx.fillStyle = card.photo.paper
      ctx.fillRect(0, 0, w, h)
      if (card.photo.accent) {
        ctx.fillStyle = card.photo.accent
        if (card.vertical) ctx.fillRect(0, h - 2 * PX, w, 2 * PX)
        else ctx.fillRect(0, 0, 1.5 * PX, h)
      }
      ctx.fillStyle = '#1a1a1a'
      ctx.textBaseline = 'alphabetic'
      for (const b of card.blocks) {
        const size = b.size * PX
        if (b.rule) {
          // A thin line across the card (the fresh set's layouts): cards print them between blocks.
          ctx.fillRect(b.x * PX, b.y * PX, b.w * PX, size)
          continue
        }
        if (b.qr) {
          drawQr(ctx, b, PX)
          continue
        }
        if (b.logo) {
          // A made-up mark: a filled circle (or, in the fresh set, a square) with letters, like the logos that merge into lines.
          ctx.fillStyle = card.photo.accent || '#2f6f4f'
          ctx.beginPath()
          if (b.shape === 'square') ctx.rect(b.x * PX, b.y * PX, size, size)
          else ctx.arc((b.x + b.size / 2) * PX, (b.y + b.size / 2) * PX, size / 2, 0, Math.PI * 2)
          ctx.fill()
          ctx.fillStyle = '#ffffff'
          ctx.font = `700 ${size * 0.5}px ${FONTS.gothic}`
          ctx.textAlign = 'center'
          ctx.fillText(b.logo, (b.x + b.size / 2) * PX, (b.y + b.size * 0.68) * PX)
          ctx.textAlign = 'start'
          ctx.fillStyle = '#1a1a1a'
          continue
        }
        ctx.font = `${b.weight} ${size}px ${FONTS[card.font]}`
        if (!b.vertical) {
          // The fresh set centres or right-aligns some lines at x; the first set's lines start at x.
          if (b.align) ctx.textAlign = b.align
          ctx.fillText(b.text, b.x * PX, b.y * PX + size)
          ctx.textAlign = 'start'
          continue
        }
        if (b.latin === 'sideways') {
          drawSidewaysColumn(ctx, b, size)
          continue
        }
        // One character under the other, columns right to left; a space is half a character.
        let y = b.y * PX
        for (const ch of b.text) {
          if (ch === ' ') {
            y += size * 0.5
            continue
          }
          if (TURN.test(ch)) {
            ctx.save()
            ctx.translate(b.x * PX + size / 2, y + size / 2)
            ctx.rotate(Math.PI / 2)
            ctx.textAlign = 'center'
            ctx.fillText(ch, 0, size * 0.35)
            ctx.restore()
          } else {
            ctx.textAlign = 'center'
            ctx.fillText(ch, b.x * PX + size / 2, y + size * 0.88)
            ctx.textAlign = 'start'
          }
          y += size * 1.05
        }
      }
      return canvas
    }

    /**
     * A column of the wide set (block flag latin: 'sideways'): half-width runs (numbers, e-mail, URL)
     * turned 90° clockwise as real vertical cards print them, runs of one or two digits upright side by
     * side (縦中横) when the block says tcy; the rest as other columns. Lengths as card-layout-wide.mjs counts them.
     */
    function drawSidewaysColumn(ctx, b, size) {
      const cx = b.x * PX + size / 2
      let y = b.y * PX
      const re = /[\x21-\x7e](?:[\x20-\x7e]*[\x21-\x7e])?/g
      const segments = []
      let last = 0
      for (const m of b.text.matchAll(re)) {
        for (const ch of b.text.slice(last, m.index)) segments.push({ ch })
        segments.push(b.tcy && /^\d{1,2}$/.test(m[0]) ? { tcy: m[0] } : { run: m[0] })
        last = m.index + m[0].length
      }
      for (const ch of b.text.slice(last)) segments.push({ ch })
      ctx.textAlign = 'center'
      for (const s of segments) {
        if (s.run) {
          const len = s.run.length * 0.6 * size
          ctx.save()
          ctx.translate(cx, y + 0.15 * size)
          ctx.rotate(Math.PI / 2)
          ctx.textAlign = 'left'
          ctx.fillText(s.run, 0, size * 0.33, len)
          ctx.restore()
          y += len + 0.3 * size
        } else if (s.tcy) {
          ctx.fillText(s.tcy, cx, y + size * 0.88, size * 0.95)
          y += size * 1.05
        } else if (s.ch === ' ') {
          y += size * 0.5
        } else {
          if (TURN.test(s.ch)) {
            ctx.save()
            ctx.translate(cx, y + size / 2)
            ctx.rotate(Math.PI / 2)
            ctx.fillText(s.ch, 0, size * 0.35)
            ctx.restore()
          } else ctx.fillText(s.ch, cx, y + size * 0.88)
          y += size * 1.05
        }
      }
      ctx.textAlign = 'start'
    }

    /** A QR-like square: three finder marks and modules drawn from the block's text (not a real code). */
    function drawQr(ctx, b, PX) {
      const n = 21
      const m = (b.size * PX) / n
      let h = 2166136261
      for (const ch of b.qr) h = Math.imul(h ^ ch.charCodeAt(0), 16777619) >>> 0
      const finder = (i, j) => [[0, 0], [0, n - 7], [n - 7, 0]].some(([a, c]) => i >= a && i < a + 7 && j >= c && j < c + 7)
      const ring = (i, j) => [[0, 0], [0, n - 7], [n - 7, 0]].some(([a, c]) => {
        const d = Math.max(Math.abs(i - a - 3), Math.abs(j - c - 3))
        return d === 3 || d <= 1
      })
      ctx.fillStyle = '#1a1a1a'
      for (let i = 0; i < n; i++) {
        for (let j = 0; j < n; j++) {
          h = Math.imul(h ^ (h >>> 13), 1274126177) >>> 0
          const dark = finder(i, j) ? ring(i, j) : (h & 1) === 1
          if (dark) ctx.fillRect(b.x * PX + j * m, b.y * PX + i * m, Math.ceil(m), Math.ceil(m))
        }
      }
    }

    function photograph(card, src) {
      const p = card.photo
      // Perspective: the far edge narrower than the near one, drawn one row at a time.
      let img = src
      if (p.perspective) {
        const warped = document.createElement('canvas')
        warped.width = src.width
        warped.height = src.height
        const wctx = warped.getContext('2d')
        for (let y = 0; y < src.height; y++) {
          const k = 1 - p.perspective * (1 - y / src.height)
          const rowW = src.width * k
          wctx.drawImage(src, 0, y, src.width, 1, (src.width - rowW) / 2, y, rowW, 1)
        }
        img = warped
      }
      const turn = ((p.quarter + p.rotate) * Math.PI) / 180
      const margin = p.desk ? 0.22 : 0.04
      const cos = Math.abs(Math.cos(turn))
      const sin = Math.abs(Math.sin(turn))
      const bw = img.width * cos + img.height * sin
      const bh = img.width * sin + img.height * cos
      const out = document.createElement('canvas')
      out.width = Math.round(bw * (1 + margin) * p.scale)
      out.height = Math.round(bh * (1 + margin) * p.scale)
      const ctx = out.getContext('2d')
      ctx.fillStyle = p.desk || '#ffffff'
      ctx.fillRect(0, 0, out.width, out.height)
      ctx.save()
      ctx.translate(out.width / 2, out.height / 2)
      ctx.rotate(turn)
      ctx.scale(p.scale, p.scale)
      if (p.desk) {
        ctx.shadowColor = 'rgba(0,0,0,0.35)'
        ctx.shadowBlur = 18 * p.scale
      }
      ctx.drawImage(img, -img.width / 2, -img.height / 2)
      ctx.restore()
      if (p.light) {
        // A lamp on one side: the far corner in shade.
        // The fresh set puts the lamp on another side (lightFrom); the first set's is always top-left.
        const from = { left: [0, 0, out.width, 0], right: [out.width, 0, 0, 0], top: [0, 0, 0, out.height], bottom: [0, out.height, 0, 0] }[p.lightFrom]
        const g = from ? ctx.createLinearGradient(...from) : ctx.createLinearGradient(0, 0, out.width, out.height)
        g.addColorStop(0, 'rgba(255,255,240,0)')
        g.addColorStop(1, `rgba(40,30,20,${p.light})`)
        ctx.fillStyle = g
        ctx.fillRect(0, 0, out.width, out.height)
      }
      return p.jpeg ? out.toDataURL('image/jpeg', p.jpeg) : out.toDataURL('image/png')
    }

    return cards.map((card) => photograph(card, drawCard(card)))
  }, cards)
}
