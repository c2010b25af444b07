// The sign-in call lives in src/core/session so the demo login variants use the same call (no copy).
export * from '@/core/session/sign-in'
