import type { Plugin } from 'vite'
/** Copies the OCR engines and their models to /tesseract/ and /paddle/ in the build and serves them in dev. */
export function ocrAssets(): Plugin
