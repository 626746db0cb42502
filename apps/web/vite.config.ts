import { reactRouter } from '@react-router/dev/vite'
import { defineConfig } from 'vite'
import { shellChunks } from './vite-shell-chunks'

export default defineConfig({
  plugins: [reactRouter(), shellChunks()],
  build: {
    // One stylesheet for every page (18 KB brotli): a single render-blocking request instead of a
    // dozen per page, and no stylesheet to fetch on client navigation (docs/decisions/032).
    cssCodeSplit: false,
  },
  define: {
    // Dev-only tools (the geo/host panel, /dev/mail link) are dropped from production builds.
    __DEV_TOOLS__: JSON.stringify(process.env.NODE_ENV !== 'production'),
  },
  server: { hmr: { port: Number(process.env.HMR_PORT ?? 24678) } },
})
