import { TooManyRequestsError } from '#shared/errors.ts';
import type { CatalogBrowser } from '../ports/catalog.ts';
import type {
  EstimateContext,
  QueryEngine,
  QueryRequest,
  QueryResult,
  ResultPage,
  StatementEstimate,
} from '../ports/query-engine.ts';
import type { SlotLease, TenantSlots } from '../ports/tenant-slots.ts';
import { withinRequest } from '../request-deadline.ts';
import { holdsJobSlot } from './job-slot.ts';

/** How long a query without a time budget, outside any request, waits for a slot. */
export const DEFAULT_SLOT_WAIT_MS = 30_000;

/** The answer when a tenant's slots stayed full for the whole wait: the query never started. */
export function tenantBusyError(waitedMs: number): TooManyRequestsError {
  const seconds = Math.max(1, Math.round(waitedMs / 1000));
  const message = `This workspace is already running as many queries as it may at once; this one waited ${seconds} s for its turn and did not start. Try again when the running queries have finished.`;
  return new TooManyRequestsError(message, Math.min(seconds, 30) * 1000, {
    detailed: true,
    errorType: 'GENERIC_DB_ENGINE_ERROR',
  });
}

/**
 * The QueryEngine of one tenant's database, with each query holding one of the tenant's slots while it runs: a
 * sync slot, waited for within the query's time budget, or the async slot of the job it runs in. Estimates and
 * catalog reads plan or list but run nothing, so they take no slot (a tenant's schema browser stays usable while
 * its slots are full).
 */
export class SlottedEngine implements QueryEngine {
  constructor(
    private readonly engine: QueryEngine,
    private readonly tenant: string,
    private readonly slots: TenantSlots,
  ) {}

  get kind(): QueryEngine['kind'] {
    return this.engine.kind;
  }

  async run(request: QueryRequest): Promise<QueryResult> {
    const { lease, bounded } = await this.begin(request);
    try {
      return await this.engine.run(bounded);
    } finally {
      await lease?.release();
    }
  }

  async *stream(request: QueryRequest & { pageSize?: number }): AsyncIterable<ResultPage> {
    const { lease, bounded } = await this.begin(request);
    try {
      yield* this.engine.stream({ ...request, ...bounded });
    } finally {
      await lease?.release();
    }
  }

  cancel(queryId: string, engineQueryId?: string): Promise<boolean> {
    return this.engine.cancel(queryId, engineQueryId);
  }

  estimate(statement: string, context: EstimateContext): Promise<StatementEstimate> {
    return this.engine.estimate(statement, context);
  }

  catalog(): CatalogBrowser {
    return this.engine.catalog();
  }

  close(): Promise<void> {
    return this.engine.close();
  }

  /**
   * The slot this query runs under (none of its own inside a job holding one, else a sync slot waited for within
   * the query's budget) and the query with what is left of that budget, which never outlasts the HTTP request.
   */
  private async begin(request: QueryRequest): Promise<{ lease?: SlotLease; bounded: QueryRequest }> {
    if (holdsJobSlot()) return { bounded: request };
    const startedAt = Date.now();
    const budgetMs = withinRequest(request.timeoutMs ?? Number.POSITIVE_INFINITY, startedAt);
    const waitMs = Number.isFinite(budgetMs) ? budgetMs : DEFAULT_SLOT_WAIT_MS;
    const lease = await this.slots.acquire(this.tenant, 'sync', waitMs);
    if (!lease) throw tenantBusyError(waitMs);
    if (!Number.isFinite(budgetMs)) return { lease, bounded: request };
    return { lease, bounded: { ...request, timeoutMs: Math.max(1, budgetMs - (Date.now() - startedAt)) } };
  }
}
