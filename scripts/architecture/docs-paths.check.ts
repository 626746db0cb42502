// The docs stay true to the code: every repository path cited in docs/spec-coverage.md and
// docs/architecture.md (in backticks, optionally with `#symbol`) names a file or folder that
// exists, and a test cited as `file › "name"` is a test of that file.
import fs from 'node:fs'
import path from 'node:path'

const DOCS = ['docs/spec-coverage.md', 'docs/architecture.md']
const CITED_PATH = /`((?:apps|packages|scripts|docs)\/[^`#\s]+?)(?:#[^`]*)?`/g
/** `path#symbol` followed by `#other` anchors of the same file. */
const ANCHORS = /`((?:apps|packages)\/[^`#\s]+?)#([A-Za-z_$][\w$]*)`((?:,? `#[A-Za-z_$][\w$]*`)*)/g
/** `file.test.ts` › "name", "name"… up to the next `;` or the end of the cell. */
const CITED_TESTS = /`((?:apps|packages)\/[^`#\s]+?\.(?:test|spec)\.tsx?)` › ((?:"[^"]*"(?:, )?)+)/g

const TITLE = /\b(?:test|it|describe)(?:\.\w+)*(?:\.each\([\s\S]*?\))?\(\s*(['"`])((?:\\.|(?!\1).)*)\1/g

/** The test titles of a file as patterns: `${…}` and %s placeholders match anything. */
function titlePatterns(source: string): RegExp[] {
  return [...source.matchAll(TITLE)].map((match) => {
    const parts = (match[2] ?? '').split(/\$\{[^}]*\}|%[sidjo#]/)
    // A title that is mostly placeholders would match any name: it proves nothing.
    if (parts.join('').length < 8) return /^$/
    return new RegExp(`^${parts.map((part) => part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('.*')}$`)
  })
}

/** A cited name with %s placeholders matches the title it was written from. */
function citedPattern(name: string): RegExp {
  const parts = name.split(/%[sidjo#]/)
  return new RegExp(parts.map((part) => part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('.*'))
}

export default function docsPaths(root: string): string[] {
  const violations: string[] = []
  for (const doc of DOCS) {
    const file = path.join(root, doc)
    if (!fs.existsSync(file)) continue
    const text = fs.readFileSync(file, 'utf8')
    const missing = new Set<string>()
    for (const match of text.matchAll(CITED_PATH)) {
      const cited = (match[1] ?? '').replace(/[),.:;]+$/, '')
      if (cited.includes('*') || cited.includes('<') || cited.includes('{')) continue
      if (!fs.existsSync(path.join(root, cited))) missing.add(cited)
    }
    for (const cited of missing) violations.push(`${doc}: cites ${cited}, which does not exist`)
    // `file#symbol`, `#other`: each symbol is named in that file (a moved function is a stale citation).
    for (const match of text.matchAll(ANCHORS)) {
      const cited = match[1] ?? ''
      const file = path.join(root, cited)
      if (!fs.existsSync(file) || fs.statSync(file).isDirectory()) continue
      // Imports do not count: a file that only imports the symbol no longer holds it.
      const source = fs.readFileSync(file, 'utf8').replace(/^import[\s\S]*?from '[^']*'$/gm, '')
      const symbols = [match[2], ...[...(match[3] ?? '').matchAll(/`#([A-Za-z_$][\w$]*)`/g)].map((m) => m[1])]
      for (const symbol of symbols)
        if (symbol && !new RegExp(`\\b${symbol.replace('$', '\\$')}\\b`).test(source))
          violations.push(`${doc}: cites ${cited}#${symbol}, which that file does not name`)
    }
    for (const match of text.matchAll(CITED_TESTS)) {
      const testFile = path.join(root, match[1] ?? '')
      if (!fs.existsSync(testFile)) continue
      const source = fs.readFileSync(testFile, 'utf8')
      // Titles may be written by a helper the test file imports (one journey per path and width).
      const helpers = [...source.matchAll(/from '(\.{1,2}\/[^']+)'/g)]
        .map((found) => path.resolve(path.dirname(testFile), `${found[1]}.ts`))
        .filter((helper) => fs.existsSync(helper))
        .map((helper) => fs.readFileSync(helper, 'utf8'))
      const titles = [source, ...helpers].flatMap(titlePatterns)
      for (const quoted of (match[2] ?? '').matchAll(/"([^"]*)"/g)) {
        const name = quoted[1] ?? ''
        const candidates = [name, ...name.split(' › ')]
        const found = candidates.some(
          (part) =>
            source.includes(part) ||
            citedPattern(part).test(source) ||
            titles.some((title) => title.test(part)),
        )
        if (!found) violations.push(`${doc}: cites test "${name}" in ${match[1]}, which has no such test`)
      }
    }
  }
  return violations
}
