import type { SqlLabPorts } from '../../sqllab/index.ts';
import { queryRuntime } from './deps.ts';

/** The push channel, loaded on first use: only async queries announce progress, and its SDK client is 30 KB. */
const pushModule = () => import('./push.ts');

/** SQL Lab's ports: the deployment's adapters. */
export async function sqlLabPorts(): Promise<SqlLabPorts> {
  return { ...(await queryRuntime()), push: async () => (await pushModule()).pushChannel() };
}
