import type { Plugin } from 'vite'
/** Copies the OCR engines and their models to /tesseract/ and /paddle/, and the postal table to /postal/, in the build and serves them in dev. */
export function ocrAssets(): Plugin
