import { getChartData } from '../../charts/index.ts';
import { chartPorts } from './chart-ports.ts';
import type { ChartDataRunner, ChartQueryResult } from '../../datasets/index.ts';

/** The chart data service as samples and explore_json call it: synchronous, from the cache when allowed. */
export const runChartData: ChartDataRunner = async (access, queryContext) => {
  const answer = await getChartData(access, queryContext, await chartPorts());
  return { result: answer.result as ChartQueryResult[] };
};
