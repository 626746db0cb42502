// A session's device in words ("Chrome on Windows") from its User-Agent: enough for a player to
// recognise their own devices, not a full parser.

export interface DeviceInfo {
  browser: string | null
  os: string | null
  mobile: boolean
}

const BROWSERS: readonly [RegExp, string][] = [
  [/Edg(e|A|iOS)?\//, 'Edge'],
  [/OPR\/|Opera/, 'Opera'],
  [/SamsungBrowser\//, 'Samsung Internet'],
  [/Firefox\/|FxiOS\//, 'Firefox'],
  [/HeadlessChrome\//, 'Headless Chrome'],
  [/Chrome\/|CriOS\//, 'Chrome'],
  [/Chromium\//, 'Chromium'],
  [/Safari\//, 'Safari'],
]

const SYSTEMS: readonly [RegExp, string][] = [
  [/Windows/, 'Windows'],
  [/iPhone|iPad|iPod/, 'iOS'],
  [/Android/, 'Android'],
  [/CrOS/, 'ChromeOS'],
  [/Mac OS X|Macintosh/, 'macOS'],
  [/Linux/, 'Linux'],
]

export function describeUserAgent(userAgent: string | null | undefined): DeviceInfo {
  const ua = userAgent ?? ''
  const browser = BROWSERS.find(([pattern]) => pattern.test(ua))?.[1] ?? null
  const os = SYSTEMS.find(([pattern]) => pattern.test(ua))?.[1] ?? null
  return { browser, os, mobile: /Mobi|iPhone|iPod|Android.*Mobile/.test(ua) }
}
