import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { HOST_FILES } from '../../../scripts/security/host-files.mjs'
import { apiOrigin, headerPolicy, metaPolicy } from '../../../scripts/security/policy.mjs'

describe('security policy', () => {
  it('keeps the committed host files in step with the policy', () => {
    for (const [path, render] of Object.entries(HOST_FILES)) {
      expect(readFileSync(new URL(`../../../${path}`, import.meta.url), 'utf8'), `${path}: run node scripts/security/write-host-files.mjs`).toBe(render({ api: '' }))
    }
  })

  it('allows no inline script or eval, and adds only the API origin to connect-src', () => {
    const policy = metaPolicy({ api: 'https://api.example.com' })
    expect(policy).toMatch(/script-src 'self' 'wasm-unsafe-eval';/)
    expect(policy).not.toMatch(/'unsafe-eval'|script-src[^;]*unsafe-inline/)
    expect(policy).toMatch(/connect-src 'self' https:\/\/api\.example\.com;/)
    // frame-ancestors is ignored in a meta tag; it belongs to the header only.
    expect(policy).not.toMatch(/frame-ancestors/)
    expect(headerPolicy()).toMatch(/frame-ancestors 'none'$/)
  })

  it('takes the origin of an http(s) API host and refuses anything else', () => {
    expect(apiOrigin('')).toBe('')
    expect(apiOrigin('https://api.example.com/base/')).toBe('https://api.example.com')
    expect(() => apiOrigin('javascript:alert(1)')).toThrow(/http\(s\)/)
  })
})
