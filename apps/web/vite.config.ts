import { reactRouter } from '@react-router/dev/vite'
import { defineConfig } from 'vite'

export default defineConfig({
  plugins: [reactRouter()],
  define: {
    // Dev-only tools (the geo/host panel, /dev/mail link) are dropped from production builds.
    __DEV_TOOLS__: JSON.stringify(process.env.NODE_ENV !== 'production'),
  },
  server: { hmr: { port: Number(process.env.HMR_PORT ?? 24678) } },
})
