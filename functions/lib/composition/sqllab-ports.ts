import type { SqlLabPorts } from '../../sqllab/index.ts';
import { deps } from './deps.ts';
import { pushChannel } from './push.ts';

/** SQL Lab's ports: the deployment's adapters. */
export async function sqlLabPorts(): Promise<SqlLabPorts> {
  const runtime = deps();
  return {
    settings: runtime.settings,
    blobs: await runtime.blobs(),
    jobs: await runtime.jobs(),
    engineFor: runtime.engineFor,
    now: runtime.now,
    push: pushChannel,
  };
}
