import { reactRouter } from '@react-router/dev/vite';
import { defineConfig } from 'vite';

/** A chart plugin's lazy chunk: `web/app/plugins/<folder>/index.ts` becomes `chart-<folder>-<hash>.js`. */
const CHART_ENTRY = /\/web\/app\/plugins\/(.+)\/index\.tsx?$/;

/**
 * Names lazy chunks after what they hold, so the bundle benchmark (bench/web.ts) and anyone reading the network
 * panel can tell the Highcharts core and each chart apart from the route code.
 */
function chunkFileName(chunk: { facadeModuleId?: string | null; name: string }): string {
  const chart = CHART_ENTRY.exec(chunk.facadeModuleId ?? '');
  if (chart?.[1]) return `assets/chart-${chart[1].replaceAll('/', '-')}-[hash].js`;
  if (/\/node_modules\/highcharts\/(esm\/)?highcharts\.(m?js|src\.js)$/.test(chunk.facadeModuleId ?? '')) return 'assets/highcharts-[hash].js';
  return 'assets/[name]-[hash].js';
}

/** Vite runs with `web/` as its root; `public/` is copied verbatim next to the built assets. */
export default defineConfig({
  plugins: [reactRouter()],
  build: { rolldownOptions: { output: { chunkFileNames: chunkFileName } } },
  server: {
    // The local runtime serves the API on 8088; the dev server forwards API calls there (or to SKYSET_API_ORIGIN),
    // and the async events WebSocket too, so 202 chart answers are followed in development as in production.
    proxy: {
      '/api': process.env.SKYSET_API_ORIGIN ?? 'http://127.0.0.1:8088',
      '/ws': { target: 'ws://127.0.0.1:8088', ws: true },
    },
  },
});
