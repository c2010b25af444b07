import { expect } from 'chai'
import { i18n } from '@lingui/core'
import { BarChart, DonutChart, LineChart, RadialGauge } from '@/ui/charts'
import { act, render, waitFor } from '../support/render'

const months = ['Jan', 'Feb', 'Mar', 'Apr']
const revenue = [1200, 3400, 2600, 5100]

async function inBox(width: number, ui: React.ReactNode) {
  return render(<div style={{ width: `${width}px` }}>{ui}</div>)
}
const svgOf = (c: HTMLElement) => c.querySelector('svg')!
const pointXs = (c: HTMLElement) => [...c.querySelectorAll('circle')].map((el) => Number(el.getAttribute('cx')))
const resolvedStroke = (el: Element) => getComputedStyle(el).stroke

before(() => {
  // Charts need the locale only (numbers, direction); the catalogs' words are not under test.
  i18n.load({ fr: {}, ar: {} })
})

afterEach(async () => {
  await act(async () => i18n.activate('en'))
  document.documentElement.removeAttribute('data-theme')
  document.documentElement.removeAttribute('data-primary')
})

describe('LineChart', () => {
  it('has an accessible name and the figures as a table for assistive technology', async () => {
    const { container, unmount } = await inBox(400, <LineChart label="Revenue by month" categories={months} series={[{ name: 'Billed', values: revenue }]} format={(n) => `$${n}`} />)
    const figure = container.querySelector('[role=figure]')!
    expect(figure.getAttribute('aria-label')).to.equal('Revenue by month')
    // The drawing is hidden from screen readers; the table carries the same figures.
    expect(svgOf(container).closest('[aria-hidden=true]')).to.not.equal(null)
    const cells = [...container.querySelectorAll('tbody tr')].map((tr) => [...tr.children].map((c) => c.textContent))
    expect(cells).to.deep.equal([['Jan', '$1200'], ['Feb', '$3400'], ['Mar', '$2600'], ['Apr', '$5100']])
    await unmount()
  })

  it('redraws to its container width when the container resizes', async () => {
    const { container, unmount } = await inBox(400, <LineChart label="Revenue" categories={months} series={[{ name: 'Billed', values: revenue }]} />)
    await waitFor(() => expect(svgOf(container).getAttribute('width')).to.equal('400'))
    await act(async () => {
      ;(container.firstElementChild as HTMLElement).style.width = '640px'
    })
    await waitFor(() => expect(svgOf(container).getAttribute('width')).to.equal('640'))
    const xs = pointXs(container)
    expect(xs.at(-1)!).to.be.greaterThan(560)
    await unmount()
  })

  it('follows the theme: lines use the primary colour variable, so dark mode and the customizer colour apply without a re-render', async () => {
    const { container, unmount } = await inBox(400, <LineChart label="Revenue" categories={months} series={[{ name: 'Billed', values: revenue }]} />)
    const line = container.querySelector('path[fill=none]')!
    const green = resolvedStroke(line)
    document.documentElement.setAttribute('data-primary', 'blue')
    await waitFor(() => expect(resolvedStroke(line)).to.not.equal(green))
    const grid = container.querySelector('line')!
    const lightGrid = resolvedStroke(grid)
    document.documentElement.setAttribute('data-theme', 'dark')
    await waitFor(() => expect(resolvedStroke(grid)).to.not.equal(lightGrid))
    await unmount()
  })

  it('re-renders on a language change: axis figures in the new locale, time running right to left in Arabic', async () => {
    const { container, unmount } = await inBox(400, <LineChart label="Revenue" categories={months} series={[{ name: 'Billed', values: [1200, 3400, 2600, 51000] }]} />)
    const axis = () => [...container.querySelectorAll('svg text')].map((t) => t.textContent).join(' ')
    expect(axis()).to.contain('60K')
    let xs = pointXs(container)
    expect(xs[0]).to.be.lessThan(xs.at(-1)!)
    await act(async () => i18n.activate('fr'))
    await waitFor(() => expect(axis()).to.match(/60\sk/))
    await act(async () => i18n.activate('ar'))
    await waitFor(() => {
      xs = pointXs(container)
      expect(xs[0]).to.be.greaterThan(xs.at(-1)!)
    })
    await unmount()
  })

  it('shows the table instead of the drawing when asked', async () => {
    const { container, unmount } = await inBox(400, <LineChart showTable label="Revenue" categories={months} series={[{ name: 'Billed', values: revenue }]} />)
    expect(container.querySelector('svg')).to.equal(null)
    expect(container.querySelector('table')!.getBoundingClientRect().height).to.be.greaterThan(40)
    await unmount()
  })
})

describe('BarChart, DonutChart, RadialGauge', () => {
  it('bar chart draws one bar per category with its height in proportion, and mirrors in rtl', async () => {
    const { container, unmount } = await inBox(300, <BarChart label="Sales by state" categories={['Paid', 'Part', 'Unpaid']} series={[{ name: 'Sales', values: [10, 5, 0] }]} />)
    const bars = [...container.querySelectorAll('rect')]
    expect(bars).to.have.length(3)
    const h = bars.map((b) => Number(b.getAttribute('height')))
    expect(h[0]).to.be.closeTo(h[1] * 2, 1)
    expect(h[2]).to.equal(0)
    expect(Number(bars[0].getAttribute('x'))).to.be.lessThan(Number(bars[1].getAttribute('x')))
    await act(async () => i18n.activate('ar'))
    await waitFor(() => {
      const rtlBars = [...container.querySelectorAll('rect')]
      expect(Number(rtlBars[0].getAttribute('x'))).to.be.greaterThan(Number(rtlBars[1].getAttribute('x')))
    })
    await unmount()
  })

  it('donut chart: one arc per non-empty slice, legend and table with every slice', async () => {
    const slices = [{ label: 'Shoes', value: 3 }, { label: 'Games', value: 1 }, { label: 'Office', value: 0 }]
    const { container, unmount } = await render(<DonutChart label="Sales by category" slices={slices} centerValue="4" centerLabel="Total" />)
    expect(container.querySelectorAll('svg path')).to.have.length(2)
    expect(container.querySelector('ul')!.textContent).to.contain('Office')
    expect(container.querySelectorAll('tbody tr')).to.have.length(3)
    expect(container.querySelector('[role=figure]')!.getAttribute('aria-label')).to.equal('Sales by category')
    await unmount()
  })

  it('radial gauge: the percentage in the language, clamped to 0–100', async () => {
    const { container, unmount } = await render(<RadialGauge label="Collected" percent={57.1} />)
    expect(container.querySelector('svg text')!.textContent).to.equal('57.1%')
    await act(async () => i18n.activate('fr'))
    await waitFor(() => expect(container.querySelector('svg text')!.textContent).to.match(/57,1\s%/))
    await unmount()
    const over = await render(<RadialGauge label="Over" percent={140} />)
    expect(over.container.querySelector('figcaption')!.textContent).to.match(/100/)
    await over.unmount()
  })
})
