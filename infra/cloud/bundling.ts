import type { BuildOptions } from 'esbuild';
import { type BundlingOptions, OutputFormat, SourceMapMode } from 'aws-cdk-lib/aws-lambda-nodejs';

/**
 * Bundling of every Lambda function, in two spellings of the same settings: esbuild's own options
 * (bench/bundles.ts measures exactly what ships) and the CDK NodejsFunction options derived from them.
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

/** esbuild options of one function bundle (entry and output are the caller's). */
export const esbuildOptions = {
  bundle: true,
  format: 'esm',
  platform: 'node',
  target: NODE_TARGET,
  minify: true,
  sourcemap: true,
  // Prefer ESM builds of dependencies: smaller after tree shaking and no CJS interop wrappers.
  mainFields: ['module', 'main'],
  banner: { js: REQUIRE_BANNER },
  external: [...EXTERNAL_MODULES],
  // Lets the composition root drop local-only adapters (DuckDB, file blobs) from cloud bundles.
  define: { 'process.env.SKYSET_TARGET': '"aws"' },
  // Lambda decides module type by extension; `.mjs` needs no package.json beside the bundle.
  outExtension: { '.js': '.mjs' },
} as const satisfies BuildOptions;

/**
 * The same settings for `NodejsFunction` (which always passes `--platform=node` and writes `index.mjs` for ESM output).
 * `externalModules` replaces CDK's default of leaving `@aws-sdk/*` out, so the SDK is the version the lockfile pins,
 * tree-shaken, instead of whatever the runtime happens to ship.
 */
export const cdkBundling: BundlingOptions = {
  format: OutputFormat.ESM,
  target: esbuildOptions.target,
  minify: esbuildOptions.minify,
  sourceMap: true,
  sourceMapMode: SourceMapMode.DEFAULT,
  mainFields: [...esbuildOptions.mainFields],
  banner: esbuildOptions.banner.js,
  externalModules: [...esbuildOptions.external],
  define: { ...esbuildOptions.define },
};
