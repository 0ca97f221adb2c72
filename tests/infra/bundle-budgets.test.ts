import { join } from 'node:path';
import { build } from 'esbuild';
import { beforeAll, describe, expect, it } from 'vitest';
import { type BundleWeight, bundleWeight } from '#infra/cloud/bundle-weight.ts';
import { functionBuildOptions } from '#infra/cloud/bundling.ts';
import { manifestModules } from '#infra/cloud/modules.ts';
import { BUNDLE_BUDGETS, MAX_BUNDLE_BYTES } from './bundle-budgets.ts';

const modules = manifestModules().map(({ module }) => module);
const weights = new Map<string, BundleWeight>();

// Every function bundled as the stack bundles it (bundling.ts), in memory and all at once: about 10 s on 2 cores.
beforeAll(async () => {
  await Promise.all(
    manifestModules().map(async (manifestModule) => {
      // Never written: the folder only names the outputs, as the stack's asset folder would hold them.
      const outdir = join('/bundle-budgets', manifestModule.module);
      const { metafile } = await build({
        ...functionBuildOptions(manifestModule, outdir),
        write: false,
        metafile: true,
        logLevel: 'silent',
      });
      weights.set(manifestModule.module, bundleWeight(metafile, outdir));
    }),
  );
});

const kb = (bytes: number): string => `${(bytes / 1024).toFixed(1)} KB`;

/** Why a bundle is as large as it is: its largest inputs, which is where a change that grew it shows. */
function overBudget(module: string, weight: BundleWeight, budget: number): string {
  const largest = weight.coldStartInputs.slice(0, 3).map((input) => `${input.name} (${kb(input.bytes)})`);
  return `${module} reads ${weight.coldStartBytes} bytes (${kb(weight.coldStartBytes)}) at cold start, over its budget of ${budget} bytes; largest inputs: ${largest.join(', ')}`;
}

describe('function bundle budgets', () => {
  it('has a budget of at most 1 MB for every function the manifest deploys, and none for others', () => {
    // Act
    const budgeted = Object.keys(BUNDLE_BUDGETS).sort();
    const oversized = Object.entries(BUNDLE_BUDGETS).filter(([, budget]) => budget > MAX_BUNDLE_BYTES);

    // Assert
    expect([budgeted, oversized]).toEqual([[...modules].sort(), []]);
  });

  it.each(modules)('starts %s cold reading no more bytes than its budget', (module) => {
    // Arrange
    const weight = weights.get(module)!;
    const budget = BUNDLE_BUDGETS[module] ?? 0;

    // Act
    const within = weight.coldStartBytes <= budget;

    // Assert
    expect(within, overBudget(module, weight, budget)).toBe(true);
  });
});
