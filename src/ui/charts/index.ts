// Light SVG charts for dashboards (no chart library: dashboards have a tight JS budget).
export { LineChart, type LineChartProps, type Series } from './LineChart'
export { BarChart, type BarChartProps } from './BarChart'
export { DonutChart, type DonutChartProps } from './DonutChart'
export { RadialGauge, type RadialGaugeProps } from './RadialGauge'
export { ChartFigure, type ChartData, type ChartFigureProps } from './ChartFigure'
export { ChartLegend, type LegendItem } from './ChartLegend'
export { SERIES_COLORS, seriesColor } from './palette'
export { useChartEnv, useWidth, type ChartEnv } from './use-chart-env'
