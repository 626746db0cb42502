import { describe, expect, it } from 'vitest'
import { contrastRatio, readableTextColor } from './contrast'

describe('readable badge text (WCAG AA)', () => {
  it('computes the WCAG ratio', () => {
    expect(contrastRatio('#000', '#fff')).toBeCloseTo(21, 5)
    expect(contrastRatio('#ffffff', '#2f80ed')).toBeCloseTo(3.86, 1)
  })

  it('keeps a configured colour that passes and replaces one that does not', () => {
    expect(readableTextColor('#000000', '#ffffff')).toBe('#ffffff')
    expect(readableTextColor('#2F80ED', '#FFFFFF')).toBe('#0b0e14')
    expect(readableTextColor('#7a0000', '#330000')).toBe('#ffffff')
  })

  it('leaves colours it cannot parse alone', () => {
    expect(readableTextColor('rebeccapurple', '#fff')).toBe('#fff')
  })
})
