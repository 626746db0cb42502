// Client context from the User-Agent header: bot, Meta in-app webview, iOS.
// Implements spec 1 §3 (client context: isBot, isMetaWebview, isIOS), §6 (bots excluded from tracking and
// push, bots bypass provider blocks) and §4 (iOS webview exit prompt).

export type ClientContext = { isBot: boolean; isMetaWebview: boolean; isIOS: boolean }

// Crawler tokens. Audit tools (Lighthouse, HeadlessChrome) are deliberately not bots: they must see what players see.
const BOT_PATTERN =
  /bot\b|crawl|spider|slurp|facebookexternalhit|facebookcatalog|mediapartners-google|google-inspectiontool|yandex(?:images|metrika|direct)|ia_archiver|semrush|ahrefs/i
// Device names that merely contain 'bot' (Cubot phones).
const NOT_BOT_PATTERN = /cubot/gi
const META_WEBVIEW_PATTERN = /\bFBAN\b|\bFBAV\b|FB_IAB|\bFBIOS\b|Instagram/i
// Token-based only: iPadOS desktop mode reports itself as a Mac and cannot be told apart from the header.
const IOS_PATTERN = /iPhone|iPad|iPod/

export function clientContextFromUserAgent(ua: string | null | undefined): ClientContext {
  const text = typeof ua === 'string' ? ua : ''
  return {
    isBot: BOT_PATTERN.test(text.replace(NOT_BOT_PATTERN, '')),
    isMetaWebview: META_WEBVIEW_PATTERN.test(text),
    isIOS: IOS_PATTERN.test(text),
  }
}
