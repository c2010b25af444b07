import { useCallback, useEffect, useRef, useState } from 'react'
import { MAX_FILES_PER_PROCESS } from '@/core/api/contract/product/process'
import { checkFile, downscale, type FileProblem } from './prepare-image'
import { hasImageSignature } from './file-signature'

export type PickedFile = {
  key: string
  name: string
  size: number
  /** Downscaled JPEG (data URL) once ready; also the thumbnail. */
  dataUrl?: string
  state: 'preparing' | 'ready' | 'broken'
}
export type Rejected = { name: string; problem: FileProblem | 'broken' | 'tooMany' | 'signature' }

let counter = 0

/** The files chosen for one upload: checked, downscaled in the background, removable one by one. */
export function usePickedFiles() {
  const [files, setFiles] = useState<PickedFile[]>([])
  const [rejected, setRejected] = useState<Rejected[]>([])
  // The list lives in a ref as well, updated synchronously: what is accepted and queued is decided
  // right here, never inside a state updater (React may run those later, after the queue has
  // started, which left every photo "preparing" forever when the name was typed first).
  const current = useRef<PickedFile[]>([])
  const queue = useRef<{ file: File; key: string }[]>([])
  const draining = useRef(false)
  const alive = useRef(true)
  useEffect(() => {
    // Set on every mount: StrictMode mounts, unmounts and mounts again.
    alive.current = true
    return () => void (alive.current = false)
  }, [])

  const commit = useCallback((next: PickedFile[]) => {
    current.current = next
    setFiles(next)
  }, [])

  // One photo at a time, across batches: decoding several 12 MP photos at once can exhaust a
  // tablet's memory. A photo removed while waiting is skipped.
  const drain = useCallback(async () => {
    if (draining.current) return
    draining.current = true
    try {
      for (let next = queue.current.shift(); next; next = queue.current.shift()) {
        const { file, key } = next
        if (!current.current.some((f) => f.key === key)) continue
        // Its first bytes must be a picture whatever its name says (#13: "AAAA…" named .png).
        const real = await hasImageSignature(file)
        const result = real ? await downscale(file).catch(() => undefined) : undefined
        if (!alive.current) return
        if (!current.current.some((f) => f.key === key)) continue
        commit(current.current.map((f) => (f.key === key ? { ...f, dataUrl: result?.dataUrl, state: result ? 'ready' : 'broken' } : f)))
        if (!result) setRejected((r) => [...r, { name: file.name, problem: real ? 'broken' : 'signature' }])
      }
    } finally {
      draining.current = false
    }
  }, [commit])

  const add = useCallback(
    (list: FileList | File[]) => {
      const incoming = Array.from(list)
      const bad: Rejected[] = []
      const accepted: PickedFile[] = []
      let room = MAX_FILES_PER_PROCESS - current.current.length
      for (const file of incoming) {
        const problem = checkFile(file)
        if (problem) bad.push({ name: file.name, problem })
        else if (room <= 0) bad.push({ name: file.name, problem: 'tooMany' })
        else {
          room--
          const key = `f${++counter}`
          accepted.push({ key, name: file.name, size: file.size, state: 'preparing' })
          queue.current.push({ file, key })
        }
      }
      commit([...current.current, ...accepted])
      setRejected(bad)
      void drain()
    },
    [commit, drain],
  )

  const remove = useCallback((key: string) => commit(current.current.filter((f) => f.key !== key)), [commit])
  const clear = useCallback(() => {
    queue.current = []
    commit([])
    setRejected([])
  }, [commit])

  return { files, rejected, add, remove, clear, dismissRejected: () => setRejected([]) }
}
