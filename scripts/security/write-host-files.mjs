// Rewrites deploy/* from the policy. API origin: MEISHI_API_ORIGIN (empty = same origin only).
import { mkdir, writeFile } from 'node:fs/promises'
import { dirname } from 'node:path'
import { HOST_FILES } from './host-files.mjs'
import { apiOrigin } from './policy.mjs'

const api = apiOrigin(process.env.MEISHI_API_ORIGIN ?? '')
for (const [path, render] of Object.entries(HOST_FILES)) {
  await mkdir(dirname(path), { recursive: true })
  await writeFile(path, render({ api }))
  console.log('wrote', path)
}
