import { join, relative } from 'node:path';
import type { Metafile } from 'esbuild';
import { REPO_ROOT } from './paths.ts';

/** One input of a bundle: a package under node_modules (all its files), or a source file of the project. */
export interface BundleInput {
  name: string;
  bytes: number;
}

/** What one function bundle weighs, from esbuild's metafile of `functionBuildOptions` (source maps excluded). */
export interface BundleWeight {
  /** index.mjs and the chunks it imports statically: what every cold start reads. */
  coldStartBytes: number;
  /** Chunks reached only through dynamic import(), read on first use. */
  lazyBytes: number;
  /** The inputs of the cold-start files, largest first. */
  coldStartInputs: BundleInput[];
  /** The inputs of the lazy chunks, largest first. */
  lazyInputs: BundleInput[];
}

/** The package an input belongs to (`node-sql-parser`, `@aws-sdk/client-s3`), or the input's own path. */
function inputName(path: string): string {
  const match = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(path);
  return match ? match[1]! : path;
}

/** The outputs a cold start loads: the entry and, transitively, every chunk a static import names. */
function coldStartOutputs(metafile: Metafile, entry: string): Set<string> {
  const loaded = new Set<string>();
  const pending = [entry];
  for (let path = pending.pop(); path !== undefined; path = pending.pop()) {
    if (loaded.has(path)) continue;
    loaded.add(path);
    for (const imported of metafile.outputs[path]?.imports ?? []) {
      if (imported.kind === 'import-statement' && !imported.external) pending.push(imported.path);
    }
  }
  return loaded;
}

function summedInputs(metafile: Metafile, outputs: Iterable<string>): BundleInput[] {
  const bytes = new Map<string, number>();
  for (const output of outputs) {
    for (const [path, input] of Object.entries(metafile.outputs[output]?.inputs ?? {})) {
      bytes.set(inputName(path), (bytes.get(inputName(path)) ?? 0) + input.bytesInOutput);
    }
  }
  return [...bytes].map(([name, size]) => ({ name, bytes: size })).sort((a, b) => b.bytes - a.bytes);
}

/** The weight of the bundle `functionBuildOptions` wrote (or would write) to `outdir`. */
export function bundleWeight(metafile: Metafile, outdir: string): BundleWeight {
  // Metafile paths are relative to the build's working directory, the repository root.
  const entry = relative(REPO_ROOT, join(outdir, 'index.mjs'));
  if (!metafile.outputs[entry]) throw new Error(`The metafile has no ${entry}`);
  const coldStart = coldStartOutputs(metafile, entry);
  const lazy = Object.keys(metafile.outputs).filter((path) => !path.endsWith('.map') && !coldStart.has(path));
  const sum = (paths: Iterable<string>): number =>
    [...paths].reduce((total, path) => total + metafile.outputs[path]!.bytes, 0);
  return {
    coldStartBytes: sum(coldStart),
    lazyBytes: sum(lazy),
    coldStartInputs: summedInputs(metafile, coldStart),
    lazyInputs: summedInputs(metafile, lazy),
  };
}
