import { stringify } from 'csv-stringify/sync';
import { escapeCsvText } from '#shared/csv-escape.ts';
import { NotFoundError } from '#shared/errors.ts';
import { GenericDataType, genericTypeOf } from '#shared/generic-data-type.ts';
import type { CallerAccess } from '../../lib/auth/caller-access.ts';
import type { DownloadFile } from '../../lib/download.ts';
import type { EngineValue } from '../../lib/ports/query-engine.ts';
import { canSeeQuery } from '../access.ts';
import type { SqlLabPorts } from '../ports.ts';
import { getQueryByClientId } from '../queries/repository.ts';
import { uniqueNames } from '../results/columns.ts';
import { readableResult, resultsGone } from '../results/fetch.ts';
import { readPages } from '../results/store.ts';

type CellWriter = (value: EngineValue | undefined) => string;

/** A value as pandas' `to_csv` writes it (Superset's export): empty for NULL, `True`/`False`, text formula-escaped. */
const plainCell: CellWriter = (value) => {
  if (value === null || value === undefined) return '';
  if (typeof value === 'string') return escapeCsvText(value);
  if (typeof value === 'boolean') return value ? 'True' : 'False';
  return String(value);
};

/** A timestamp as pandas writes one: a space between date and time (`2024-01-02 03:04:05`). */
const temporalCell: CellWriter = (value) =>
  plainCell(typeof value === 'string' ? value.replace(/^(\d{4,}-\d{2}-\d{2})T/, '$1 ') : value);

/** The download name: the query's tab, or `query`, URL-encoded as Superset quotes it. */
const fileName = (tab: string | null): string => `${encodeURIComponent(tab?.trim() || 'query')}.csv`;

/**
 * GET /api/v1/sqllab/export/{client_id}/: the query's whole stored result as CSV (header row, then every row),
 * for callers with `can_csv`, text cells and column names formula-escaped as Superset's (#shared/csv-escape.ts).
 * Pages are read and written one at a time; expired or emptied results answer 410.
 */
export async function exportCsv(access: CallerAccess, clientId: string, ports: SqlLabPorts): Promise<DownloadFile> {
  const { claims } = access;
  const record = await getQueryByClientId(claims.tenant, clientId);
  if (!record || !canSeeQuery(access, record)) throw new NotFoundError();
  if (!record.resultsKey) throw resultsGone();
  const location = { blobs: ports.blobs, tenant: claims.tenant, resultsKey: record.resultsKey };
  const { manifest } = await readableResult(access, location, ports.now());
  const writers = manifest.columns.map((column) =>
    genericTypeOf(column.type) === GenericDataType.TEMPORAL ? temporalCell : plainCell,
  );
  const parts = [stringify([uniqueNames(manifest.columns.map((column) => column.name)).map(escapeCsvText)])];
  for await (const page of readPages(location, manifest)) {
    parts.push(stringify(page.map((row) => writers.map((write, index) => write(row[index])))));
  }
  return { text: parts.join(''), fileName: fileName(record.tab), contentType: 'text/csv; charset=utf-8' };
}
