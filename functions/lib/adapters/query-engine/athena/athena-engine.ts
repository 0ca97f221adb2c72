import { setTimeout as delay } from 'node:timers/promises';
import { AthenaClient } from '@aws-sdk/client-athena';
import { ConflictError } from '#shared/errors.ts';
import type { CatalogBrowser } from '../../../ports/catalog.ts';
import type {
  EngineRow,
  EstimateContext,
  QueryEngine,
  QueryRequest,
  QueryResult,
  ResultPage,
  StatementEstimate,
} from '../../../ports/query-engine.ts';
import { AthenaCalls } from './athena-calls.ts';
import { AthenaCatalogBrowser } from '../../catalog/athena-catalog.ts';
import { athenaEstimate } from './athena-estimate.ts';
import { readResultPages, regroup } from './athena-results.ts';
import { AthenaRun, type AthenaRunSettings, toQueryStats } from './athena-run.ts';

/** How AthenaEngine reaches Athena and where its queries run. */
export interface AthenaEngineOptions {
  client?: AthenaClient;
  workgroup: string;
  database: string;
  /** Default `AwsDataCatalog`. */
  catalog?: string;
  /** Only when the workgroup does not fix one. */
  outputLocation?: string;
  /** Reuse results younger than this; 0 (the default) always runs afresh. */
  resultReuseMaxAgeMinutes?: number;
  sleep?: (ms: number) => Promise<void>;
  now?: () => number;
  /** Jitter of throttling retries, in [0, 1). */
  random?: () => number;
}

/** The Athena console page of one execution. */
export const athenaConsoleUrl = (region: string, executionId: string): string =>
  `https://${region}.console.aws.amazon.com/athena/home?region=${region}#/query-editor/history/${encodeURIComponent(executionId)}`;

/** Rows per page of `stream` when the caller does not say. */
export const DEFAULT_PAGE_SIZE = 10_000;

/** The cloud QueryEngine: Athena executions started, polled with backoff, read page by page and stoppable. */
export class AthenaEngine implements QueryEngine {
  readonly kind = 'athena' as const;
  private readonly client: AthenaClient;
  private readonly ownsClient: boolean;
  private readonly calls: AthenaCalls;
  private readonly settings: AthenaRunSettings;
  private readonly runs = new Map<string, AthenaRun>();

  constructor(options: AthenaEngineOptions) {
    this.ownsClient = options.client === undefined;
    this.client = options.client ?? new AthenaClient({});
    const sleep = options.sleep ?? ((ms: number) => delay(ms));
    this.calls = new AthenaCalls(this.client, { sleep, random: options.random ?? Math.random });
    this.settings = {
      workgroup: options.workgroup,
      database: options.database,
      catalog: options.catalog ?? 'AwsDataCatalog',
      outputLocation: options.outputLocation,
      resultReuseMaxAgeMinutes: options.resultReuseMaxAgeMinutes ?? 0,
      sleep,
      now: options.now ?? Date.now,
    };
  }

  async run(request: QueryRequest): Promise<QueryResult> {
    const limit = request.maxRows ?? Infinity;
    const { executionId, execution } = await this.execute(request);
    const rows: EngineRow[] = [];
    let columns: ResultPage['columns'] = [];
    // One row past maxRows is read because that is the only way to know the result was cut.
    for await (const page of readResultPages(this.calls, executionId, limit + 1)) {
      columns = page.columns;
      rows.push(...page.rows);
    }
    const truncated = rows.length > limit;
    if (truncated) rows.length = limit;
    return { columns, rows, truncated, stats: toQueryStats(execution) };
  }

  async *stream(request: QueryRequest & { pageSize?: number }): AsyncIterable<ResultPage> {
    const { executionId } = await this.execute(request);
    yield* regroup(readResultPages(this.calls, executionId, request.maxRows), request.pageSize ?? DEFAULT_PAGE_SIZE);
  }

  async cancel(queryId: string, engineQueryId?: string): Promise<boolean> {
    const run = this.runs.get(queryId);
    if (run !== undefined) {
      await run.stop('cancelled');
      return true;
    }
    // Started by another process (a worker Lambda): Athena stops it all the same; that process's poll then sees CANCELLED.
    if (engineQueryId === undefined) return false;
    await this.calls.stop(engineQueryId);
    return true;
  }

  /** Trino's IO plan, run as an execution: Athena plans it without reading (or billing) the tables. */
  estimate(statement: string, context: EstimateContext): Promise<StatementEstimate> {
    return athenaEstimate(this, statement, context);
  }

  /** Athena's catalog APIs on this engine's client, defaulting to the catalog and database its queries run in. */
  catalog(): CatalogBrowser {
    return new AthenaCatalogBrowser({
      client: this.client,
      catalog: this.settings.catalog,
      defaultSchema: this.settings.database,
    });
  }

  async close(): Promise<void> {
    await Promise.allSettled([...this.runs.values()].map((run) => run.stop('cancelled')));
    if (this.ownsClient) this.client.destroy();
  }

  /** The request with its progress carrying the console URL of the execution (Superset's `trackingUrl`). */
  private async withTracking(request: QueryRequest): Promise<QueryRequest> {
    const { onProgress } = request;
    if (!onProgress) return request;
    const region = await this.client.config.region();
    return {
      ...request,
      onProgress: (progress) =>
        onProgress({ ...progress, trackingUrl: athenaConsoleUrl(region, progress.engineQueryId) }),
    };
  }

  /** Runs the execution to success; it is registered (cancellable) only while Athena works on it. */
  private async execute(request: QueryRequest): Promise<Awaited<ReturnType<AthenaRun['execute']>>> {
    if (this.runs.has(request.queryId)) throw new ConflictError(`Query ${request.queryId} is already running`);
    const run = new AthenaRun(this.calls, await this.withTracking(request), this.settings);
    this.runs.set(request.queryId, run);
    try {
      return await run.execute();
    } finally {
      this.runs.delete(request.queryId);
    }
  }
}
