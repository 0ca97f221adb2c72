import {
  type AthenaClient,
  GetQueryExecutionCommand,
  type GetQueryResultsCommandOutput,
  GetQueryResultsCommand,
  type QueryExecution,
  StartQueryExecutionCommand,
  type StartQueryExecutionCommandInput,
  StopQueryExecutionCommand,
} from '@aws-sdk/client-athena';
import { type RetryTiming, withThrottleRetry } from './athena-retry.ts';

/** Most rows GetQueryResults returns per call. */
export const RESULTS_PAGE_LIMIT = 1000;

/** The four Athena calls the engine makes, each retried on throttling. */
export class AthenaCalls {
  constructor(
    private readonly client: AthenaClient,
    private readonly timing: RetryTiming,
  ) {}

  /** Starts an execution and answers its id. */
  async start(input: StartQueryExecutionCommandInput): Promise<string> {
    const output = await withThrottleRetry(() => this.client.send(new StartQueryExecutionCommand(input)), this.timing);
    if (output.QueryExecutionId === undefined) throw new Error('Athena started a query without an execution id');
    return output.QueryExecutionId;
  }

  /** The execution's current state and statistics. */
  async describe(executionId: string): Promise<QueryExecution> {
    const output = await withThrottleRetry(
      () => this.client.send(new GetQueryExecutionCommand({ QueryExecutionId: executionId })),
      this.timing,
    );
    return output.QueryExecution ?? {};
  }

  /** One page of results; `nextToken` undefined for the first. */
  results(
    executionId: string,
    maxResults: number,
    nextToken: string | undefined,
  ): Promise<GetQueryResultsCommandOutput> {
    const input = {
      QueryExecutionId: executionId,
      MaxResults: maxResults,
      ...(nextToken === undefined ? {} : { NextToken: nextToken }),
    };
    return withThrottleRetry(() => this.client.send(new GetQueryResultsCommand(input)), this.timing);
  }

  /** Asks Athena to stop the execution; Athena treats stopping a finished execution as success. */
  async stop(executionId: string): Promise<void> {
    await withThrottleRetry(
      () => this.client.send(new StopQueryExecutionCommand({ QueryExecutionId: executionId })),
      this.timing,
    );
  }
}
