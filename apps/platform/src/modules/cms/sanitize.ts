// CMS HTML is operator input: only structural and text markup leaves the platform. Scripts,
// iframes, styles, event handlers and javascript: URLs are dropped; links get rel=noopener.
import sanitizeHtml from 'sanitize-html'

const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: (
    'h1 h2 h3 h4 h5 h6 p br hr blockquote pre code ul ol li dl dt dd ' +
    'table caption thead tbody tfoot tr th td colgroup col ' +
    'a strong b em i u s small sub sup mark abbr time span div section article figure figcaption img'
  ).split(' '),
  allowedAttributes: {
    a: ['href', 'title', 'target', 'rel'],
    img: ['src', 'alt', 'width', 'height', 'loading'],
    th: ['colspan', 'rowspan', 'scope'],
    td: ['colspan', 'rowspan'],
    abbr: ['title'],
    time: ['datetime'],
    '*': ['id', 'class', 'lang'],
  },
  allowedSchemes: ['http', 'https', 'mailto', 'tel'],
  allowedSchemesByTag: { img: ['http', 'https'] },
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  transformTags: {
    a: (tagName, attribs) => {
      const rel = new Set((attribs.rel ?? '').split(/\s+/).filter(Boolean))
      rel.add('noopener')
      if (attribs.target === '_blank') rel.add('noreferrer')
      return { tagName, attribs: { ...attribs, rel: [...rel].join(' ') } }
    },
  },
}

export function sanitizeCmsHtml(html: string): string {
  return sanitizeHtml(html, OPTIONS)
}
