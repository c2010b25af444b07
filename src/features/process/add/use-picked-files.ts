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
  const alive = useRef(true)
  useEffect(() => () => void (alive.current = false), [])

  const add = useCallback((list: FileList | File[]) => {
    const incoming = Array.from(list)
    const bad: Rejected[] = []
    const accepted: { file: File; picked: PickedFile }[] = []
    setFiles((current) => {
      let room = MAX_FILES_PER_PROCESS - current.length
      for (const file of incoming) {
        const problem = checkFile(file)
        if (problem) bad.push({ name: file.name, problem })
        else if (room <= 0) bad.push({ name: file.name, problem: 'tooMany' })
        else {
          room--
          accepted.push({ file, picked: { key: `f${++counter}`, name: file.name, size: file.size, state: 'preparing' } })
        }
      }
      return [...current, ...accepted.map((a) => a.picked)]
    })
    setRejected(bad)
    // One at a time: decoding several 12 MP photos at once can exhaust a tablet's memory.
    void (async () => {
      for (const { file, picked } of accepted) {
        // Its first bytes must be a picture whatever its name says (#13: "AAAA…" named .png).
        const real = await hasImageSignature(file)
        const result = real ? await downscale(file).catch(() => undefined) : undefined
        if (!alive.current) return
        setFiles((current) => current.map((f) => (f.key === picked.key ? { ...f, dataUrl: result?.dataUrl, state: result ? 'ready' : 'broken' } : f)))
        if (!result) setRejected((r) => [...r, { name: file.name, problem: real ? 'broken' : 'signature' }])
      }
    })()
  }, [])

  const remove = useCallback((key: string) => setFiles((current) => current.filter((f) => f.key !== key)), [])
  const clear = useCallback(() => {
    setFiles([])
    setRejected([])
  }, [])

  return { files, rejected, add, remove, clear, dismissRejected: () => setRejected([]) }
}
