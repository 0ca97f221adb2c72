import { build } from 'esbuild';
import { functionBuildOptions } from './bundling.ts';
import type { ManifestModule } from './modules.ts';

/**
 * `node --import tsx infra/cloud/build-function.ts <function as JSON> <outdir>`: bundles one function. CDK bundles
 * assets synchronously (function-code.ts) and esbuild runs plugins in its asynchronous API only, so the stack's
 * bundling runs this in a child process.
 */
const [fnJson = '', outdir = ''] = process.argv.slice(2);
const fn = JSON.parse(fnJson) as Omit<ManifestModule, 'role'>;
await build({ ...functionBuildOptions(fn, outdir), logLevel: 'warning' });
