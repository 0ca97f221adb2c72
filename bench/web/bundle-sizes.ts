import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

/** One built JavaScript file and its gzipped size in bytes. */
export interface SizedFile {
  file: string;
  gzip: number;
}

/** A lazily loaded chart chunk: its own gzip size and what it adds over the Explore route (its unloaded imports too). */
export interface ChartChunk extends SizedFile {
  folder: string;
  added: number;
}

/** What the Explore route costs before any chart: its files and their gzip total, plus the chart chunks. */
export interface BundleSizes {
  explore: SizedFile[];
  exploreGzip: number;
  highcharts: SizedFile[];
  charts: ChartChunk[];
}

/** The subset of React Router's build manifest (`window.__reactRouterManifest`) that names route modules. */
interface RouteManifest {
  entry: { module: string; imports?: string[] };
  routes: Record<string, { parentId?: string; module: string; imports?: string[] }>;
}

/** Static `import`/`export ... from "./x.js"` of a Vite chunk; dynamic `import("./x.js")` is left out on purpose. */
const STATIC_IMPORT = /(?:^|[;}\s])(?:import|export)\s*(?:[\w$*{},\s]*?from\s*)?["']\.\/([\w.-]+\.js)["']/g;

async function readManifest(assets: string): Promise<RouteManifest> {
  const name = (await readdir(assets)).find((file) => /^manifest-[\w-]+\.js$/.test(file));
  if (!name) throw new Error(`no React Router manifest in ${assets}`);
  const source = await readFile(join(assets, name), 'utf8');
  return JSON.parse(source.replace(/^window\.__reactRouterManifest=/, '').replace(/;?\s*$/, '')) as RouteManifest;
}

/** The route ids from the root down to `leaf`. */
function routePath(manifest: RouteManifest, leaf: string): string[] {
  const path: string[] = [];
  for (let id: string | undefined = leaf; id; id = manifest.routes[id]?.parentId) path.unshift(id);
  return path;
}

/** Every file `roots` load before running: the roots and their static imports, followed transitively. */
async function closure(assets: string, roots: readonly string[]): Promise<Set<string>> {
  const seen = new Set<string>();
  const pending = [...roots];
  while (pending.length > 0) {
    const file = pending.pop()!;
    if (seen.has(file)) continue;
    seen.add(file);
    const source = await readFile(join(assets, file), 'utf8');
    for (const match of source.matchAll(STATIC_IMPORT)) pending.push(match[1]!);
  }
  return seen;
}

const baseName = (url: string): string => url.replace(/^\/assets\//, '');

async function sized(assets: string, files: Iterable<string>): Promise<SizedFile[]> {
  const rows: SizedFile[] = [];
  for (const file of files) rows.push({ file, gzip: gzipSync(await readFile(join(assets, file))).length });
  return rows.sort((a, b) => b.gzip - a.gzip);
}

const total = (files: readonly SizedFile[]): number => files.reduce((sum, file) => sum + file.gzip, 0);

/** Chart chunks are `chart-<plugin folder>-<hash>.js`; `routes/chart-list` builds `chart-list-<hash>.js`, not a chart. */
const chartFolder = (file: string): string | undefined => /^chart-(?!list-)(.+)-[\w-]{8}\.js$/.exec(file)?.[1];

/**
 * The JavaScript a route loads before any chart, gzipped: the entry plus the route modules from the root down to
 * `routeId` with their static imports, de-duplicated (lazy chunks such as charts are left out).
 */
export async function routeGzip(clientDir: string, routeId: string): Promise<{ files: SizedFile[]; gzip: number }> {
  const assets = join(clientDir, 'assets');
  const manifest = await readManifest(assets);
  const modules = [manifest.entry, ...routePath(manifest, routeId).map((id) => manifest.routes[id]!)];
  const roots = modules.flatMap((module) => [module.module, ...(module.imports ?? [])]).map(baseName);
  const files = await sized(assets, await closure(assets, roots));
  return { files, gzip: total(files) };
}

/**
 * Gzip sizes of a web build (`build/client`): the Explore route's JavaScript (entry plus root, app layout and explore
 * modules with their imports, de-duplicated), the Highcharts core chunks, and every chart chunk with what it adds.
 */
export async function bundleSizes(clientDir: string): Promise<BundleSizes> {
  const assets = join(clientDir, 'assets');
  const manifest = await readManifest(assets);
  const modules = [manifest.entry, ...routePath(manifest, 'routes/explore').map((id) => manifest.routes[id]!)];
  const roots = modules.flatMap((module) => [module.module, ...(module.imports ?? [])]).map(baseName);
  const exploreFiles = await closure(assets, roots);
  const explore = await sized(assets, exploreFiles);
  const files = await readdir(assets);
  const highcharts = await sized(
    assets,
    files.filter((file) => /^highcharts-[\w-]{8}\.js$/.test(file)),
  );
  const charts: ChartChunk[] = [];
  for (const file of files) {
    const folder = chartFolder(file);
    if (!folder) continue;
    const own = (await sized(assets, [file]))[0]!;
    const extra = [...(await closure(assets, [file]))].filter((dependency) => !exploreFiles.has(dependency));
    charts.push({ ...own, folder, added: total(await sized(assets, extra)) });
  }
  return { explore, exploreGzip: total(explore), highcharts, charts: charts.sort((a, b) => b.added - a.added) };
}
