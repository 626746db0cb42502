// Client build chunking (docs/decisions/032): every page loads the client entry, the root route and
// the main layout with everything they import statically. Left to automatic chunking that shell is
// ~40 small chunks, each a modulepreload competing with the first paint; here it becomes two files,
// the framework (node_modules) and the app's shell. Routes and lazy imports keep their own chunks,
// so no page loads more than before.
import type { Plugin } from 'vite'

/** Client modules whose static import closure every page loads (route modules carry a query). */
const SHELL_ENTRIES = [
  /\/app\/entry\.client\.tsx$/,
  /\/app\/root\.tsx\?/,
  /\/app\/routes\/main-layout\.tsx\?/,
]

/**
 * Left to automatic chunking: TanStack's query core is imported statically only through the
 * provider's context, and the code a page runs before interaction needs none of it (the query
 * client loads lazily, lib/query-provider.tsx), so grouping it would add ~7 KB to every page.
 * Nor the contract's endpoint descriptors: the generated barrel re-exports all of them, so walking
 * it put every endpoint any page calls into the shell (76 of them, each new one growing every
 * page); left out, each lands with the code that calls it.
 */
const LEFT_OUT = /\/node_modules\/@tanstack\/query-core\/|\/packages\/contract\/src\/descriptors\//

export function shellChunks(): Plugin {
  const shell = new Set<string>()
  return {
    name: 'croupier:shell-chunks',
    apply: 'build',
    configEnvironment(name) {
      if (name !== 'client') return
      return {
        build: {
          rolldownOptions: {
            output: {
              codeSplitting: {
                groups: [
                  {
                    name: 'framework',
                    priority: 2,
                    test: (id) => shell.has(id) && id.includes('/node_modules/'),
                  },
                  { name: 'shell', priority: 1, test: (id) => shell.has(id) },
                ],
              },
            },
          },
        },
      }
    },
    buildEnd() {
      if (this.environment.name !== 'client') return
      const pending = [...this.getModuleIds()].filter((id) => SHELL_ENTRIES.some((entry) => entry.test(id)))
      if (pending.length !== SHELL_ENTRIES.length)
        this.error(`shell-chunks: expected ${SHELL_ENTRIES.length} shell entries, found ${pending.length}`)
      while (pending.length > 0) {
        const id = pending.pop() as string
        if (shell.has(id) || LEFT_OUT.test(id)) continue
        shell.add(id)
        for (const imported of this.getModuleInfo(id)?.importedIds ?? []) pending.push(imported)
      }
    },
  }
}
