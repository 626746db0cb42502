// The frame's translator over the `play.frame` messages the page embedded (i18next-style
// `{{name}}` placeholders). A missing key shows the key, so a gap is visible, never blank.
export type Translate = (key: string, vars?: Record<string, string | number>) => string

function lookup(messages: Record<string, unknown>, key: string): unknown {
  let node: unknown = messages
  for (const part of key.split('.')) {
    if (typeof node !== 'object' || node === null) return undefined
    node = (node as Record<string, unknown>)[part]
  }
  return node
}

export function createTranslator(messages: Record<string, unknown>): Translate {
  return (key, vars = {}) => {
    const text = lookup(messages, key)
    if (typeof text !== 'string') return key
    return text.replace(/\{\{\s*(\w+)\s*\}\}/g, (match, name: string) =>
      name in vars ? String(vars[name]) : match,
    )
  }
}
