// Code the sign-in page must never load (DEVELOPERS.md): a string each library's shipped code
// contains and minification keeps (CSS class names, property names), with the package it marks.
// tests/unit/build/heavy-code-markers.test.ts proves every marker is in its package, so the
// /login check in auth.e2e.mjs fails as soon as one of them reaches that page.
export const HEAVY_CODE = [
  { name: 'ApexCharts', pkg: 'apexcharts', marker: 'apexcharts-canvas' },
  { name: 'Chart.js', pkg: 'chart.js', marker: 'datasetElementType' },
  { name: 'FullCalendar', pkg: '@fullcalendar/daygrid/internal.js', marker: 'fc-daygrid' },
  { name: 'Tiptap (ProseMirror)', pkg: 'prosemirror-view', marker: 'ProseMirror' },
  { name: 'tesseract.js', pkg: 'tesseract.js', marker: 'tesseract' },
  { name: 'CASL', pkg: '@casl/ability', marker: 'possibleRulesFor' },
]

/** Chunk file names that say which library they carry (Vite names vendor chunks after their module). */
export const HEAVY_CHUNK_NAME = /apexcharts|chart\.js|chartjs|fullcalendar|tiptap|prosemirror|tesseract/i
