import { reactRouter } from '@react-router/dev/vite';
import { defineConfig } from 'vite';

/** Vite runs with `web/` as its root; `public/` is copied verbatim next to the built assets. */
export default defineConfig({
  plugins: [reactRouter()],
  server: {
    // The local runtime serves the API on 8088; the dev server forwards API calls there (or to SKYSET_API_ORIGIN).
    proxy: { '/api': process.env.SKYSET_API_ORIGIN ?? 'http://127.0.0.1:8088' },
  },
});
