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
  if (/\/node_modules\/highcharts\/(esm\/)?highcharts\.(m?js|src\.js)$/.test(chunk.facadeModuleId ?? ''))
    return 'assets/highcharts-[hash].js';
  return 'assets/[name]-[hash].js';
}

const mantine = (components: string) =>
  new RegExp(`node_modules[\\\\/]@mantine[\\\\/]core[\\\\/]esm[\\\\/]components[\\\\/](${components})[\\\\/]`);

/**
 * Mantine in two shared chunks: left to the default splitting, the screens' different subsets of it are cut into
 * a dozen tiny chunks that compress worse apart than together (5 to 7 KB more gzip per screen). The base is what
 * every screen (the login page too) draws; the overlays are the selects, popovers, menus and tooltips of the
 * signed-in screens. Components only some screens use keep their own chunks.
 */
const MANTINE_BASE_CHUNK = {
  name: 'mantine-base',
  test: (id: string) =>
    /node_modules[\\/]@mantine[\\/](hooks[\\/]|core[\\/]esm[\\/](core|utils)[\\/])/.test(id) ||
    mantine(
      'Box|Text|Group|Stack|Center|Loader|Button|CloseButton|Input|InputBase|TextInput|PasswordInput|Alert|Paper|Title|Anchor|UnstyledButton|Transition|Portal|VisuallyHidden|Notification|Badge|Divider|ActionIcon|EmptyState|Code|Kbd',
    ).test(id),
};
const MANTINE_OVERLAYS_CHUNK = {
  name: 'mantine-overlays',
  test: (id: string) =>
    /node_modules[\\/]@floating-ui[\\/]/.test(id) ||
    mantine(
      'Combobox|Select|Popover|Tooltip|Menu|ScrollArea|Checkbox|Pill|PillsInput|FocusTrap|Overlay|LoadingOverlay',
    ).test(id),
};

/** Vite runs with `web/` as its root; `public/` is copied verbatim next to the built assets. */
export default defineConfig({
  plugins: [reactRouter()],
  build: {
    rolldownOptions: {
      output: {
        chunkFileNames: chunkFileName,
        advancedChunks: { groups: [MANTINE_BASE_CHUNK, MANTINE_OVERLAYS_CHUNK] },
      },
    },
  },
  server: {
    // The local runtime serves the API on 8088; the dev server forwards API calls there (or to SKYSET_API_ORIGIN),
    // and the async events WebSocket too, so 202 chart answers are followed in development as in production.
    proxy: {
      '/api': process.env.SKYSET_API_ORIGIN ?? 'http://127.0.0.1:8088',
      '/ws': { target: 'ws://127.0.0.1:8088', ws: true },
    },
  },
});
