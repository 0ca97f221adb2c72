import * as z from 'zod';
import { ChartDataResultSchema, type ChartDataAnswer } from './api-schemas.ts';

/** The results a finished async job's `result_url` answers with: the body of a 200 from `/api/v1/chart/data`. */
const ChartDataResults = z.looseObject({ result: z.array(ChartDataResultSchema) });

/** A 202 answer: the job to follow. */
type JobAnswer = Extract<ChartDataAnswer, { job_id: string }>;

const isJob = (answer: ChartDataAnswer): answer is JobAnswer => typeof answer.job_id === 'string';

/** One query's result as a chart keeps it. */
export type ChartDataResultBody = z.infer<typeof ChartDataResultSchema>;

/**
 * The results of a chart data answer: a 200 carries them, a 202 (GLOBAL_ASYNC_QUERIES) carries a job whose event
 * arrives over the WebSocket (or polling) and whose result is then fetched. `signal` aborts the wait (Stop). The
 * code that follows jobs loads with the first 202: a page whose answers all come at once never needs it.
 */
export async function chartResultsOf(answer: ChartDataAnswer, signal: AbortSignal): Promise<ChartDataResultBody[]> {
  if (!isJob(answer)) return answer.result;
  const { waitForChartData } = await import('../async-events/index.ts');
  const finished = await waitForChartData(answer, signal, ChartDataResults);
  return finished.result;
}
