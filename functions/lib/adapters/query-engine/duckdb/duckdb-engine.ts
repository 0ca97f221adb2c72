import { resolve } from 'node:path';
import { DuckDBInstance } from '@duckdb/node-api';
import { ConflictError } from '#shared/errors.ts';
import type { CatalogBrowser } from '../../../ports/catalog.ts';
import type {
  EstimateContext,
  QueryEngine,
  QueryRequest,
  QueryResult,
  ResultPage,
  StatementEstimate,
} from '../../../ports/query-engine.ts';
import { duckDbDialect } from '../../../sql/duckdb-dialect.ts';
import { refuseSandboxEscapesIn } from '../../../sql/statement-guard.ts';
import { databaseFiles, lockDownStatements, SANDBOX_OPEN_SETTINGS } from './duckdb-sandbox.ts';
import { DuckDbCatalogBrowser } from '../../catalog/duckdb-catalog.ts';
import { duckDbEstimate } from './duckdb-estimate.ts';
import { createParquetViewSql } from './duckdb-sql.ts';
import { withinBytes, withinPageBytes } from '../../../result-bytes.ts';
import { readUpTo, repage } from '../result-pages.ts';
import { DuckDbRun, type DuckDbRunOutput } from './duckdb-run.ts';
import { parseDuckDbError, toQueryEngineError } from './duckdb-errors.ts';

/** How DuckDbEngine.open sets up its database. */
export interface DuckDbEngineOptions {
  /** Database file; default `:memory:`. */
  path?: string;
  /** Open the file without taking its write lock (connection tests). */
  readOnly?: boolean;
  /** Parquet files exposed as views in the default schema. */
  views?: { name: string; parquetPath: string }[];
  threads?: number;
  /** DuckDB's memory_limit: a query needing more fails with an out-of-memory error instead of growing the process. */
  memoryLimitMb?: number;
  /** Largest result `run` answers, and largest page `stream` yields (RESULT_TOO_LARGE_ERROR past it). */
  maxResultBytes?: number;
}

/** Rows per page of `stream` when the caller does not say. */
export const DEFAULT_PAGE_SIZE = 10_000;

/** The local QueryEngine: DuckDB in-process, one connection per run so each run can be interrupted alone. */
export class DuckDbEngine implements QueryEngine {
  readonly kind = 'duckdb' as const;
  private readonly runs = new Map<string, DuckDbRun>();

  private constructor(
    private readonly instance: DuckDBInstance,
    private readonly maxResultBytes = Infinity,
  ) {}

  /**
   * Opens the database sandboxed: it reads and writes only its own file and the views' Parquet files, loads no
   * extension, and its configuration is locked once the views exist, so SQL cannot widen any of that.
   */
  static async open(options: DuckDbEngineOptions = {}): Promise<DuckDbEngine> {
    const settings: Record<string, string> = { ...SANDBOX_OPEN_SETTINGS };
    if (options.threads !== undefined) settings.threads = String(options.threads);
    if (options.memoryLimitMb !== undefined) settings.memory_limit = `${options.memoryLimitMb}MB`;
    if (options.readOnly && options.path !== undefined) settings.access_mode = 'READ_ONLY';
    const path = options.path === undefined ? undefined : resolve(options.path);
    const views = (options.views ?? []).map((view) => ({ name: view.name, parquetPath: resolve(view.parquetPath) }));
    // Two instances writing one file would corrupt it: a file opened read-write is shared through DuckDB's cache.
    const shared = path !== undefined && !options.readOnly;
    const instance = shared
      ? await DuckDBInstance.fromCache(path, settings)
      : await DuckDBInstance.create(path ?? ':memory:', settings);
    const engine = new DuckDbEngine(instance, options.maxResultBytes);
    try {
      const files = [...views.map((view) => view.parquetPath), ...(path === undefined ? [] : databaseFiles(path))];
      await engine.setUp([
        ...views.map((view) => createParquetViewSql(view.name, view.parquetPath)),
        ...lockDownStatements(files),
      ]);
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
      ...(await readUpTo(withinBytes(chunks, this.maxResultBytes), request.maxRows)),
    }));
    return { columns, rows, truncated, stats: { engineMs: Math.round(performance.now() - startedAt) } };
  }

  async *stream(request: QueryRequest & { pageSize?: number }): AsyncIterable<ResultPage> {
    const run = this.register(request);
    try {
      const { columns, chunks } = await run.start(this.instance);
      const pageSize = request.pageSize ?? DEFAULT_PAGE_SIZE;
      for await (const rows of repage(
        withinPageBytes(chunks, pageSize, this.maxResultBytes),
        pageSize,
        request.maxRows,
      ))
        yield { columns, rows };
    } finally {
      this.release(request.queryId, run);
    }
  }

  async cancel(queryId: string): Promise<boolean> {
    const run = this.runs.get(queryId);
    run?.stop('cancelled');
    return run !== undefined;
  }

  /** Rows from DuckDB's `EXPLAIN`, bytes from the result's column types; DuckDB bills nothing scanned. */
  estimate(statement: string, context: EstimateContext): Promise<StatementEstimate> {
    return duckDbEstimate(this, statement, context);
  }

  /** DuckDB's catalog functions, run through this engine so its attached files and views answer. */
  catalog(): CatalogBrowser {
    return new DuckDbCatalogBrowser(this);
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

  /**
   * Registers the run before any await, so a cancel that arrives while it connects still finds it. Whoever sent
   * the SQL, statements that would leave the sandbox are refused here too (a locked instance still runs some).
   */
  private register(request: QueryRequest): DuckDbRun {
    refuseSandboxEscapesIn(request.sql, duckDbDialect);
    if (this.runs.has(request.queryId)) throw new ConflictError(`Query ${request.queryId} is already running`);
    const run = new DuckDbRun(request);
    this.runs.set(request.queryId, run);
    return run;
  }

  private release(queryId: string, run: DuckDbRun): void {
    run.close();
    if (this.runs.get(queryId) === run) this.runs.delete(queryId);
  }

  /** Runs the adapter's own set-up statements (views, then the lock-down) on one connection, once per instance. */
  private async setUp(statements: string[]): Promise<void> {
    const connection = await this.instance.connect();
    try {
      // A shared file instance was set up and locked by its first opener.
      const locked = await connection.runAndReadAll("SELECT current_setting('lock_configuration')");
      if (locked.getRows()[0]?.[0] === true) return;
      for (const statement of statements) await connection.run(statement);
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      throw toQueryEngineError(parseDuckDbError(message), '', error);
    } finally {
      connection.closeSync();
    }
  }
}
