import { describe, expect, it } from 'vitest'
import { clientContextFromUserAgent } from './client-context'

const CHROME_DESKTOP =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Safari/537.36'
const SAFARI_IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1'
const IPAD =
  'Mozilla/5.0 (iPad; CPU OS 16_6 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/16.6 Mobile/15E148 Safari/604.1'
const IPOD =
  'Mozilla/5.0 (iPod touch; CPU iPhone OS 12_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148'
const IPAD_DESKTOP_MODE =
  'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Safari/605.1.15'
const FB_IOS =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 [FBAN/FBIOS;FBAV/441.0.0.27.109;FBBV/534285734;FBDV/iPhone14,5;FBMD/iPhone;FBSN/iOS;FBSV/17.1;FBSS/3;FBID/phone;FBLC/en_US;FBOP/5]'
const FB_ANDROID =
  'Mozilla/5.0 (Linux; Android 13; SM-S911B Build/TP1A.220624.014; wv) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/120.0.6099.193 Mobile Safari/537.36 [FB_IAB/FB4A;FBAV/446.0.0.34.111;]'
const INSTAGRAM_IOS =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 16_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 Instagram 290.0.0.13.76 (iPhone14,2; iOS 16_5; en_US; en; scale=3.00; 1170x2532; 489720907)'
const CUBOT =
  'Mozilla/5.0 (Linux; Android 9; CUBOT P30) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/110.0.0.0 Mobile Safari/537.36'
const LIGHTHOUSE =
  'Mozilla/5.0 (Linux; Android 11; moto g power (2022)) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.0.0 Mobile Safari/537.36 Chrome-Lighthouse'
const HEADLESS =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/124.0.0.0 Safari/537.36'

describe('clientContextFromUserAgent (spec 1 §3: isBot, isMetaWebview, isIOS)', () => {
  it.each([
    [
      'Googlebot',
      'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)',
      { isBot: true, isMetaWebview: false, isIOS: false },
    ],
    [
      'Googlebot smartphone',
      'Mozilla/5.0 (Linux; Android 6.0.1; Nexus 5X Build/MMB29P) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Mobile Safari/537.36 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)',
      { isBot: true, isMetaWebview: false, isIOS: false },
    ],
    [
      'bingbot',
      'Mozilla/5.0 (compatible; bingbot/2.0; +http://www.bing.com/bingbot.htm)',
      { isBot: true, isMetaWebview: false, isIOS: false },
    ],
    [
      'YandexBot',
      'Mozilla/5.0 (compatible; YandexBot/3.0; +http://yandex.com/bots)',
      { isBot: true, isMetaWebview: false, isIOS: false },
    ],
    [
      'YandexImages',
      'Mozilla/5.0 (compatible; YandexImages/3.0; +http://yandex.com/bots)',
      { isBot: true, isMetaWebview: false, isIOS: false },
    ],
    [
      'Baiduspider',
      'Mozilla/5.0 (compatible; Baiduspider/2.0; +http://www.baidu.com/search/spider.html)',
      { isBot: true, isMetaWebview: false, isIOS: false },
    ],
    [
      'DuckDuckBot',
      'DuckDuckBot/1.1; (+http://duckduckgo.com/duckduckbot.html)',
      { isBot: true, isMetaWebview: false, isIOS: false },
    ],
    [
      'Yahoo Slurp',
      'Mozilla/5.0 (compatible; Yahoo! Slurp; http://help.yahoo.com/help/us/ysearch/slurp)',
      { isBot: true, isMetaWebview: false, isIOS: false },
    ],
    [
      'facebookexternalhit',
      'facebookexternalhit/1.1 (+http://www.facebook.com/externalhit_uatext.php)',
      { isBot: true, isMetaWebview: false, isIOS: false },
    ],
    ['Twitterbot', 'Twitterbot/1.0', { isBot: true, isMetaWebview: false, isIOS: false }],
    [
      'AhrefsBot',
      'Mozilla/5.0 (compatible; AhrefsBot/7.0; +http://ahrefs.com/robot/)',
      { isBot: true, isMetaWebview: false, isIOS: false },
    ],
    [
      'SemrushBot',
      'Mozilla/5.0 (compatible; SemrushBot/7~bl; +http://www.semrush.com/bot.html)',
      { isBot: true, isMetaWebview: false, isIOS: false },
    ],
    [
      'Applebot on iPhone',
      'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1 (Applebot/0.1)',
      { isBot: true, isMetaWebview: false, isIOS: true },
    ],
    ['generic crawler', 'SomeCrawler/1.0', { isBot: true, isMetaWebview: false, isIOS: false }],
    ['Mediapartners-Google', 'Mediapartners-Google', { isBot: true, isMetaWebview: false, isIOS: false }],
    ['Chrome desktop', CHROME_DESKTOP, { isBot: false, isMetaWebview: false, isIOS: false }],
    ['Safari iPhone', SAFARI_IPHONE, { isBot: false, isMetaWebview: false, isIOS: true }],
    ['iPad', IPAD, { isBot: false, isMetaWebview: false, isIOS: true }],
    ['iPod', IPOD, { isBot: false, isMetaWebview: false, isIOS: true }],
    [
      'iPad in desktop mode (not detectable from tokens)',
      IPAD_DESKTOP_MODE,
      { isBot: false, isMetaWebview: false, isIOS: false },
    ],
    ['Facebook app on iOS', FB_IOS, { isBot: false, isMetaWebview: true, isIOS: true }],
    ['Facebook app on Android', FB_ANDROID, { isBot: false, isMetaWebview: true, isIOS: false }],
    ['Instagram on iOS', INSTAGRAM_IOS, { isBot: false, isMetaWebview: true, isIOS: true }],
    ['Cubot phone is not a bot', CUBOT, { isBot: false, isMetaWebview: false, isIOS: false }],
    ['Lighthouse is not a bot', LIGHTHOUSE, { isBot: false, isMetaWebview: false, isIOS: false }],
    ['HeadlessChrome is not a bot', HEADLESS, { isBot: false, isMetaWebview: false, isIOS: false }],
    ['empty', '', { isBot: false, isMetaWebview: false, isIOS: false }],
    ['garbage', '%%%\u0000???', { isBot: false, isMetaWebview: false, isIOS: false }],
  ])('%s', (_label, ua, expected) => {
    expect(clientContextFromUserAgent(ua)).toEqual(expected)
  })
  it.each([null, undefined])('%j user agent', (ua) => {
    expect(clientContextFromUserAgent(ua)).toEqual({ isBot: false, isMetaWebview: false, isIOS: false })
  })
})
