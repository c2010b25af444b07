// Serves the production build (dist/) the way a CDN would, with the SPA fallback.
import { preview } from 'vite'

const port = Number(process.env.PORT ?? 4173)
const server = await preview({ preview: { port, strictPort: false, host: process.env.HOST ?? '127.0.0.1', open: false } })
server.printUrls()
