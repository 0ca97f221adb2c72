import { randomUUID } from 'node:crypto';
import type { CatalogBrowser } from '../../../../ports/catalog.ts';
import type {
  EstimateContext,
  QueryEngine,
  QueryRequest,
  QueryResult,
  ResultPage,
  StatementEstimate,
} from '../../../../ports/query-engine.ts';
import { DuckDbCatalogBrowser } from '../../../catalog/duckdb-catalog.ts';
import type { DuckDbEngineOptions } from '../duckdb-engine.ts';
import { duckDbEstimate } from '../duckdb-estimate.ts';
import type { EngineHost } from './engine-host.ts';
import type { StreamStep, WireQueryRequest } from './protocol.ts';

/** Where a remote engine finds its tenant's current host. */
export interface HostSource {
  hostFor(tenant: string): EngineHost;
}

/** The request without its callback, which cannot cross the process boundary (DuckDB reports no progress). */
function wire(request: QueryRequest): WireQueryRequest {
  const { onProgress: _dropped, ...rest } = request;
  return rest;
}

/**
 * A DuckDB database opened in its tenant's engine host process: the QueryEngine port, with every query run over IPC.
 * When the host was replaced (it died or was stopped when idle), the database is opened again on the new one.
 */
export class RemoteDuckDbEngine implements QueryEngine {
  readonly kind = 'duckdb' as const;
  private readonly key = randomUUID();
  private opened: { host: EngineHost; ready: Promise<unknown> } | undefined;
  private closed = false;

  private constructor(
    private readonly hosts: HostSource,
    private readonly tenant: string,
    private readonly options: DuckDbEngineOptions,
  ) {}

  /** Opens the database in the tenant's host; fails as DuckDbEngine.open would (a missing file, a bad view). */
  static async open(hosts: HostSource, tenant: string, options: DuckDbEngineOptions): Promise<RemoteDuckDbEngine> {
    const engine = new RemoteDuckDbEngine(hosts, tenant, options);
    await engine.host();
    return engine;
  }

  async run(request: QueryRequest): Promise<QueryResult> {
    const host = await this.host();
    return host.call<QueryResult>({ op: 'run', engine: this.key, request: wire(request) });
  }

  async *stream(request: QueryRequest & { pageSize?: number }): AsyncIterable<ResultPage> {
    const host = await this.host();
    const release = host.hold();
    const streamId = await host.call<number>({
      op: 'stream',
      engine: this.key,
      request: { ...wire(request), ...(request.pageSize ? { pageSize: request.pageSize } : {}) },
    });
    let finished = false;
    try {
      for (;;) {
        const step = await host.call<StreamStep>({ op: 'next', stream: streamId });
        if (step.done) break;
        yield step.page;
      }
      finished = true;
    } finally {
      // A reader that stopped early ends the host's stream too (DuckDB then computes nothing more).
      if (!finished && host.alive) await host.call({ op: 'end', stream: streamId }).catch(() => undefined);
      release();
    }
  }

  async cancel(queryId: string): Promise<boolean> {
    const current = this.opened;
    if (!current?.host.alive) return false;
    return current.host.call<boolean>({ op: 'cancel', engine: this.key, queryId });
  }

  estimate(statement: string, context: EstimateContext): Promise<StatementEstimate> {
    return duckDbEstimate(this, statement, context);
  }

  catalog(): CatalogBrowser {
    return new DuckDbCatalogBrowser(this);
  }

  async close(): Promise<void> {
    this.closed = true;
    const current = this.opened;
    this.opened = undefined;
    if (current?.host.alive) await current.host.call({ op: 'close', engine: this.key }).catch(() => undefined);
  }

  /** The host the database is open on, opening it there first when the tenant's host changed. */
  private async host(): Promise<EngineHost> {
    if (this.closed) throw new Error('The engine is closed');
    const host = this.hosts.hostFor(this.tenant);
    if (this.opened?.host !== host) {
      // A host killed for its memory may still hold the database file's lock until its process is gone.
      const previous = this.opened?.host;
      const ready = (previous && !previous.alive ? previous.exited : Promise.resolve()).then(() =>
        host.call({ op: 'open', engine: this.key, options: this.options }),
      );
      this.opened = { host, ready };
      ready.catch(() => this.opened?.ready === ready && (this.opened = undefined));
    }
    await this.opened!.ready;
    return host;
  }
}
