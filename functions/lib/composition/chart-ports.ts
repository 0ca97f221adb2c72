import type { ChartPorts } from '../../charts/index.ts';
import { queryRuntime } from './deps.ts';

/** The chart data service's ports: the deployment's adapters. */
export const chartPorts = (): Promise<ChartPorts> => queryRuntime();
