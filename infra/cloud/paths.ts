import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { join, resolve } from 'node:path';

/**
 * Folders the CDK app reads, resolved from this file rather than the working directory, so `cdk synth`,
 * vitest and the bench find the same files wherever they are started.
 */
export const REPO_ROOT = fileURLToPath(new URL('../../', import.meta.url));

/** Source file of a function module named as the manifest names it (`security/handler`). */
export const functionEntry = (module: string): string => join(REPO_ROOT, 'functions', `${module}.ts`);

/** Where `npm run data:generate` writes the example Parquet files (`<table>.parquet`), under SKYSET_DATA_DIR as the local runtime does. */
export const EXAMPLE_DATA_DIR = join(resolve(REPO_ROOT, process.env.SKYSET_DATA_DIR ?? '.data'), 'examples');

/** Where `npm run build` writes the SPA's static files. */
export const WEB_BUILD_DIR = join(REPO_ROOT, 'web', 'build', 'client');

/** A folder to upload, or undefined when it has not been built: synth must not fail before the first build. */
export const builtFolder = (dir: string): string | undefined => (existsSync(dir) ? dir : undefined);
