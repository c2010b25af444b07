import { describe, expect, it } from 'vitest'
import { annualSaving, parseBilling, parsePlan, PLANS, pricePerMonth } from '@/features/pages/pricing-plans'

describe('pricing plans', () => {
  it('reads billing and plan from the address, falling back on bad values', () => {
    expect(parseBilling('annual')).toBe('annual')
    expect(parseBilling('monthly')).toBe('monthly')
    expect(parseBilling('weekly')).toBe('monthly')
    expect(parseBilling(null)).toBe('monthly')
    expect(parsePlan('standard')).toBe('standard')
    expect(parsePlan('gold')).toBeNull()
    expect(parsePlan(null)).toBeNull()
  })

  it('prices per month by billing period, and paying yearly never costs more', () => {
    const standard = PLANS.find((p) => p.id === 'standard')!
    expect(pricePerMonth(standard, 'monthly')).toBe(12)
    expect(pricePerMonth(standard, 'annual')).toBe(9)
    expect(annualSaving(standard)).toBe(25)
    for (const plan of PLANS) expect(plan.annualPerMonth).toBeLessThanOrEqual(plan.monthly)
  })

  it('gives a free plan no saving (no division by zero)', () => {
    const basic = PLANS.find((p) => p.id === 'basic')!
    expect(annualSaving(basic)).toBe(0)
    expect(pricePerMonth(basic, 'annual')).toBe(0)
  })
})
