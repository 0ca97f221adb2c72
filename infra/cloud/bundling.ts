import type { BuildOptions } from 'esbuild';
import { domainFacesPlugin } from './domain-faces.ts';
import type { ManifestModule } from './modules.ts';
import { functionEntry, REPO_ROOT } from './paths.ts';

/**
 * Bundling of every Lambda function, spelled once as esbuild options: the stack's code assets (function-code.ts),
 * bench/bundles.ts and the bundle budgets of tests/infra all build with `functionBuildOptions`.
 */

/** Node version of the `nodejs22.x` runtime; the build machines run Node 20, so esbuild targets the runtime, not the host. */
export const NODE_TARGET = 'node22';

/**
 * Modules the cloud composition never loads: the local runtime imports them dynamically, so keeping them
 * out of the bundle only has to survive the cloud's code paths (bench/bundles.ts imports each bundle to prove it).
 */
export const EXTERNAL_MODULES: readonly string[] = ['@duckdb/node-api', 'dynalite'];

/**
 * ESM output still contains CommonJS dependencies that call `require` for Node built-ins; an ES module has no
 * `require`, so the banner makes one. The import is aliased so it cannot clash with a bundled `createRequire`.
 */
export const REQUIRE_BANNER =
  "import { createRequire as __skysetCreateRequire } from 'node:module'; const require = __skysetCreateRequire(import.meta.url);";

/** The file Lambda loads (`index.mjs` at the root of the code asset) and the export it calls. */
export const LAMBDA_HANDLER = 'index.handler';

/** esbuild options of one function bundle (entry and output are `functionBuildOptions`'). */
export const esbuildOptions = {
  bundle: true,
  format: 'esm',
  platform: 'node',
  target: NODE_TARGET,
  minify: true,
  sourcemap: true,
  // Functions run with --enable-source-maps, which reads and parses every loaded file's map at import: maps without the
  // original sources (a stack trace needs only the mappings) are a third of the size and take ~8 ms off a cold start.
  sourcesContent: false,
  // Prefer ESM builds of dependencies: smaller after tree shaking and no CJS interop wrappers.
  mainFields: ['module', 'main'],
  banner: { js: REQUIRE_BANNER },
  external: [...EXTERNAL_MODULES],
  // Lets the composition root drop local-only adapters (DuckDB, file blobs) from cloud bundles.
  define: { 'process.env.SKYSET_TARGET': '"aws"' },
  // What a dynamic import() reaches (the XLSX writer, SQL grammars, mail) becomes a chunk beside index.mjs that is
  // read on first use, not at every cold start; the code asset is the whole output folder.
  splitting: true,
  chunkNames: 'chunks/[name]-[hash]',
  // Lambda decides module type by extension; `.mjs` needs no package.json beside the bundle.
  outExtension: { '.js': '.mjs' },
} as const satisfies BuildOptions;

/**
 * The esbuild call that bundles one manifest module into `outdir` as its Lambda code asset: `index.mjs`, the
 * chunks it loads and their source maps. Packages the manifest installs beside the bundle stay external.
 */
export function functionBuildOptions({ module, installedModules = [] }: Omit<ManifestModule, 'role'>, outdir: string) {
  return {
    ...esbuildOptions,
    external: [...esbuildOptions.external, ...installedModules],
    absWorkingDir: REPO_ROOT,
    entryPoints: { index: functionEntry(module) },
    outdir,
    plugins: [domainFacesPlugin()],
  } satisfies BuildOptions;
}
