import { randomUUID } from 'node:crypto';
import type { QueryRecord } from '#shared/sqllab/query-types.ts';
import type { DatabaseRecord } from '../../lib/records/database-schema.ts';
import type { TableRowFilter } from '../../lib/sql/table-row-filters.ts';
import { getQueryByClientId, moveQuery } from '../queries/repository.ts';
import { type ExecutionPlan, planScript } from './plan.ts';
import { errorEntries } from './query-errors.ts';

/** A planned query: its record after the move (or the stopped record, when a Stop came first) and its plan. */
export interface PreparedQuery {
  record: QueryRecord;
  plan: ExecutionPlan;
}

/**
 * Plans a `started` query's script (template, statements, DML rules, CTAS, limit) and moves it to `next.state` with
 * what the plan decided (the SQL as executed, a fresh results key when rows come back, the CTAS target) and
 * `next.extra` (an async query's job id). A script the
 * rules refuse fails the record before the error is answered, as Superset keeps refused queries in the history.
 */
export async function prepareQuery(
  tenant: string,
  record: QueryRecord,
  database: DatabaseRecord,
  next: { state: 'running' | 'pending'; extra?: Record<string, unknown> },
  now: number,
  rowFilters: readonly TableRowFilter[] = [],
): Promise<PreparedQuery> {
  let plan: ExecutionPlan;
  try {
    const request = {
      sql: record.sql,
      templateParams: record.templateParams,
      schema: record.schema,
      queryLimit: record.limit,
      selectAsCta: record.ctas,
      ctasMethod: record.ctasMethod,
      tmpTableName: record.tempTable,
      user: { id: record.user_id, name: record.user },
      now,
    };
    plan = await planScript(request, database, record.limit ?? 1, rowFilters);
  } catch (error) {
    const entries = errorEntries(error);
    await moveQuery(
      tenant,
      record.clientId,
      'failed',
      { endDttm: now, errors: entries, errorMessage: entries[0]?.message ?? null },
      now,
    );
    throw error;
  }
  const moved = await moveQuery(
    tenant,
    record.clientId,
    next.state,
    {
      executedSql: plan.statements.join(';\n'),
      extra: { ...record.extra, ...next.extra },
      resultsKey: plan.returnsRows ? randomUUID() : null,
      tempSchema: plan.ctas?.schema ?? null,
      tempTable: plan.ctas?.table ?? null,
    },
    now,
  );
  return { record: moved ?? (await getQueryByClientId(tenant, record.clientId)) ?? record, plan };
}
