import { describe, expect, it } from 'vitest'
import { deviceFromUserAgent } from './device'

describe('catalogue device', () => {
  it('gives phones and tablets the mobile catalogue, everything else the desktop one', () => {
    expect(deviceFromUserAgent('Mozilla/5.0 (iPhone; CPU iPhone OS 17_0) Mobile/15E148')).toBe('mobile')
    expect(deviceFromUserAgent('Mozilla/5.0 (Linux; Android 14; Pixel 7) Chrome/120 Mobile')).toBe('mobile')
    expect(deviceFromUserAgent('Mozilla/5.0 (iPad; CPU OS 17_0 like Mac OS X)')).toBe('mobile')
    expect(deviceFromUserAgent('Mozilla/5.0 (X11; Linux x86_64) Chrome/120')).toBe('desktop')
    expect(deviceFromUserAgent(null)).toBe('desktop')
  })
})
