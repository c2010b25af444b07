import { expect } from 'chai'
import { i18n } from '@lingui/core'
import { Chart } from 'chart.js'
import { ApexChart } from '@/ui/charts/ApexChart'
import { ChartJs } from '@/ui/charts/ChartJs'
import { act, render, waitFor } from '../support/render'

// The wrappers load their library on first use: the first wait covers a cold module load on a busy machine
// (and so must each test's own time limit: mocha's 2 s cut a cold ApexCharts load short under load).
const LOAD = 60_000
const months = ['Jan', 'Feb', 'Mar']
const data = { categories: months, series: [{ name: 'Orders', values: [12, 30, 21] }] }
const inBox = (ui: React.ReactNode) => render(<div style={{ width: '480px' }}>{ui}</div>)

before(() => {
  i18n.load({ ar: {} })
})

afterEach(async () => {
  await act(async () => i18n.activate('en'))
  document.documentElement.removeAttribute('data-theme')
})

describe('ApexChart', function () {
  this.timeout(LOAD)
  const apex = () => (
    <ApexChart label="Orders per month" data={data} format={(n) => `${n} orders`} options={(env) => ({ chart: { type: 'bar' }, series: [{ name: 'Orders', data: env.rtl ? [21, 30, 12] : [12, 30, 21] }], xaxis: { categories: env.rtl ? [...months].reverse() : months }, yaxis: { opposite: env.rtl } })} />
  )
  const labelFill = (c: HTMLElement) => c.querySelector('.apexcharts-xaxis-label')?.getAttribute('fill')

  it('draws with the library once loaded, named, with its figures in a table for assistive technology', async () => {
    const { container, unmount } = await inBox(apex())
    await waitFor(() => expect(container.querySelectorAll('.apexcharts-bar-area')).to.have.length(3), LOAD)
    const figure = container.querySelector('[role=figure]')!
    expect(figure.getAttribute('aria-label')).to.equal('Orders per month')
    expect(container.querySelector('.apexcharts-canvas')!.closest('[aria-hidden=true]')).to.not.equal(null)
    expect([...container.querySelectorAll('tbody tr')].map((tr) => [...tr.children].map((c) => c.textContent))).to.deep.equal([['Jan', '12 orders'], ['Feb', '30 orders'], ['Mar', '21 orders']])
    await unmount()
  })

  it('redraws in the dark theme colours and mirrors its axis in rtl', async () => {
    const { container, unmount } = await inBox(apex())
    await waitFor(() => expect(labelFill(container)).to.be.a('string'), LOAD)
    const light = labelFill(container)
    await act(async () => document.documentElement.setAttribute('data-theme', 'dark'))
    await waitFor(() => expect(labelFill(container)).to.be.a('string').and.not.equal(light))
    await act(async () => i18n.activate('ar'))
    await waitFor(() => expect(container.querySelector('.apexcharts-xaxis-label')?.textContent).to.equal('Mar'))
    await unmount()
  })

  it('is destroyed on unmount: nothing of it stays in the document', async () => {
    const { container, unmount } = await inBox(apex())
    await waitFor(() => expect(container.querySelector('.apexcharts-canvas')).to.not.equal(null), LOAD)
    await unmount()
    expect(document.querySelectorAll('.apexcharts-canvas, .apexcharts-tooltip')).to.have.length(0)
  })
})

describe('ChartJs', function () {
  this.timeout(LOAD)
  const chartjs = () => (
    <ChartJs label="Orders per month" data={data} config={(env) => ({ type: 'bar', data: { labels: months, datasets: [{ label: 'Orders', data: [12, 30, 21], backgroundColor: env.colors.series[0] }] }, options: { scales: { x: { reverse: env.rtl } } } })} />
  )
  const chartIn = (c: HTMLElement) => {
    const canvas = c.querySelector<HTMLCanvasElement>('[data-chart-host] canvas')
    return canvas ? Chart.getChart(canvas) : undefined
  }
  /** For waitFor, which retries only what throws: the chart once the library has drawn it. */
  const drawnIn = (c: HTMLElement) => {
    const chart = chartIn(c)
    if (!chart) throw new Error('no chart drawn yet')
    return chart
  }
  const live = () => Object.keys(Chart.instances).length

  it('draws on a canvas once loaded, named, with its figures in a table', async () => {
    const { container, unmount } = await inBox(chartjs())
    const chart = await waitFor(() => drawnIn(container), LOAD)
    expect((chart.config as { type?: string }).type).to.equal('bar')
    expect(container.querySelector('[role=figure]')!.getAttribute('aria-label')).to.equal('Orders per month')
    expect(container.querySelectorAll('tbody tr')).to.have.length(3)
    await unmount()
  })

  it('takes the dark theme colours and the rtl direction (legend, tooltip, mirrored axis) when they change', async () => {
    const { container, unmount } = await inBox(chartjs())
    const first = await waitFor(() => drawnIn(container), LOAD)
    const lightText = first.options.plugins!.legend!.labels!.color
    const lightBar = (first.data.datasets[0] as { backgroundColor: string }).backgroundColor
    await act(async () => document.documentElement.setAttribute('data-theme', 'dark'))
    const dark = await waitFor(() => {
      const c = drawnIn(container)
      expect(c.options.plugins!.legend!.labels!.color).to.not.equal(lightText)
      return c
    })
    expect((dark.data.datasets[0] as { backgroundColor: string }).backgroundColor).to.be.a('string').and.not.equal('')
    expect(lightBar).to.be.a('string').and.not.equal('')
    await act(async () => i18n.activate('ar'))
    const rtl = await waitFor(() => {
      const c = drawnIn(container)
      expect(c.options.plugins!.legend!.rtl).to.equal(true)
      return c
    })
    expect((rtl.options.scales!.x as { reverse?: boolean }).reverse).to.equal(true)
    expect(rtl.options.locale).to.equal('ar')
    await unmount()
  })

  it('is destroyed on unmount: no chart instance and no canvas stay behind', async () => {
    const before = live()
    const { container, unmount } = await inBox(chartjs())
    await waitFor(() => expect(chartIn(container)).to.not.equal(undefined), LOAD)
    expect(live()).to.equal(before + 1)
    await unmount()
    expect(live()).to.equal(before)
    expect(document.querySelectorAll('[data-chart-host] canvas')).to.have.length(0)
  })
})
