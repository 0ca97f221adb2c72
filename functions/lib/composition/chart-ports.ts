import type { ChartPorts } from '../../charts/index.ts';
import { deps } from './deps.ts';

/** The chart data service's ports: the deployment's adapters. */
export async function chartPorts(): Promise<ChartPorts> {
  const runtime = deps();
  return {
    settings: runtime.settings,
    blobs: await runtime.blobs(),
    jobs: await runtime.jobs(),
    engineFor: runtime.engineFor,
    now: runtime.now,
  };
}
