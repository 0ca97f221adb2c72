import { DuckDBInstance } from '@duckdb/node-api';
import { ConflictError } from '#shared/errors.ts';
import type { QueryEngine, QueryRequest, QueryResult, ResultPage } from '../ports/query-engine.ts';
import { createParquetViewSql } from './duckdb-sql.ts';
import { readUpTo, repage } from './result-pages.ts';
import { DuckDbRun, type DuckDbRunOutput } from './duckdb-run.ts';
import { parseDuckDbError, toQueryEngineError } from './duckdb-errors.ts';

/** How DuckDbEngine.open sets up its database. */
export interface DuckDbEngineOptions {
  /** Database file; default `:memory:`. */
  path?: string;
  /** Parquet files exposed as views in the default schema. */
  views?: { name: string; parquetPath: string }[];
  threads?: number;
}

/** Rows per page of `stream` when the caller does not say. */
export const DEFAULT_PAGE_SIZE = 10_000;

/** The local QueryEngine: DuckDB in-process, one connection per run so each run can be interrupted alone. */
export class DuckDbEngine implements QueryEngine {
  readonly kind = 'duckdb' as const;
  private readonly runs = new Map<string, DuckDbRun>();

  private constructor(private readonly instance: DuckDBInstance) {}

  /** Opens the database and creates the configured views. */
  static async open(options: DuckDbEngineOptions = {}): Promise<DuckDbEngine> {
    const settings: Record<string, string> = {
      // Parquet, JSON and ICU are linked in; anything else would be downloaded, which must never happen.
      autoinstall_known_extensions: 'false',
      // Structured errors carry the error class and a byte position for syntax errors.
      errors_as_json: 'true',
    };
    if (options.threads !== undefined) settings.threads = String(options.threads);
    const instance = await DuckDBInstance.create(options.path ?? ':memory:', settings);
    const engine = new DuckDbEngine(instance);
    try {
      await engine.createViews(options.views ?? []);
    } catch (error) {
      instance.closeSync();
      throw error;
    }
    return engine;
  }

  async run(request: QueryRequest): Promise<QueryResult> {
    const startedAt = performance.now();
    const { columns, rows, truncated } = await this.withRun(request, async ({ columns, chunks }) => ({
      columns,
      ...(await readUpTo(chunks, request.maxRows)),
    }));
    return { columns, rows, truncated, stats: { engineMs: Math.round(performance.now() - startedAt) } };
  }

  async *stream(request: QueryRequest & { pageSize?: number }): AsyncIterable<ResultPage> {
    const run = this.register(request);
    try {
      const { columns, chunks } = await run.start(this.instance);
      for await (const rows of repage(chunks, request.pageSize ?? DEFAULT_PAGE_SIZE, request.maxRows)) yield { columns, rows };
    } finally {
      this.release(request.queryId, run);
    }
  }

  async cancel(queryId: string): Promise<boolean> {
    const run = this.runs.get(queryId);
    run?.stop('cancelled');
    return run !== undefined;
  }

  async close(): Promise<void> {
    for (const [queryId, run] of this.runs) {
      run.stop('cancelled');
      this.release(queryId, run);
    }
    this.instance.closeSync();
  }

  private async withRun<T>(request: QueryRequest, read: (output: DuckDbRunOutput) => Promise<T>): Promise<T> {
    const run = this.register(request);
    try {
      return await read(await run.start(this.instance));
    } finally {
      this.release(request.queryId, run);
    }
  }

  /** Registers the run before any await, so a cancel that arrives while it connects still finds it. */
  private register(request: QueryRequest): DuckDbRun {
    if (this.runs.has(request.queryId)) throw new ConflictError(`Query ${request.queryId} is already running`);
    const run = new DuckDbRun(request);
    this.runs.set(request.queryId, run);
    return run;
  }

  private release(queryId: string, run: DuckDbRun): void {
    run.close();
    if (this.runs.get(queryId) === run) this.runs.delete(queryId);
  }

  private async createViews(views: { name: string; parquetPath: string }[]): Promise<void> {
    if (views.length === 0) return;
    const connection = await this.instance.connect();
    try {
      for (const view of views) await connection.run(createParquetViewSql(view.name, view.parquetPath));
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      throw toQueryEngineError(parseDuckDbError(message), '', error);
    } finally {
      connection.closeSync();
    }
  }
}
