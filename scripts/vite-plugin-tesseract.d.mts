import type { Plugin } from 'vite'
/** Copies the OCR engine and trained data to /tesseract/ in the build and serves them in dev. */
export function tesseractAssets(): Plugin
