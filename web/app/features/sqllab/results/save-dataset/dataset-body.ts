import type { ResultColumn } from '#shared/sqllab/query-types.ts';
import type { Query } from '../../types.ts';

/** Superset's DatasetPostSchema as SQL Lab fills it: a virtual dataset over the query's SQL. */
export interface DatasetPostBody {
  database: number;
  catalog: string | null;
  schema: string | null;
  sql: string;
  table_name: string;
  owners: number[];
  template_params?: string;
}

/** Superset's body for overwriting a dataset from SQL Lab (`PUT /api/v1/dataset/{pk}?override_columns=true`). */
export interface DatasetOverwriteBody {
  sql: string;
  database_id: number;
  owners: number[];
  columns: { column_name: string; type: string; is_dttm: boolean }[];
}

const pad = (value: number) => String(value).padStart(2, '0');

/** Superset's default name of a new dataset: the tab's name and the time, `Untitled Query 1 05/31/2026 14:03:59`. */
export function defaultDatasetName(query: Pick<Query, 'tab'>, now: Date): string {
  const date = `${pad(now.getMonth() + 1)}/${pad(now.getDate())}/${now.getFullYear()}`;
  const time = `${pad(now.getHours())}:${pad(now.getMinutes())}:${pad(now.getSeconds())}`;
  return `${query.tab?.trim() || 'Untitled Dataset'} ${date} ${time}`;
}

/**
 * The template parameters a dataset keeps: `_filters` only exists to try Jinja filters in SQL Lab, so Superset drops
 * it; text that is not a JSON object is not sent.
 */
export function datasetTemplateParams(templateParams: string | null): string | undefined {
  if (!templateParams?.trim()) return undefined;
  try {
    const parsed: unknown = JSON.parse(templateParams);
    if (parsed === null || typeof parsed !== 'object' || Array.isArray(parsed)) return undefined;
    const { _filters: _dropped, ...kept } = parsed as Record<string, unknown>;
    return Object.keys(kept).length > 0 ? JSON.stringify(kept) : undefined;
  } catch {
    return undefined;
  }
}

/** The POST body that saves the query as a new virtual dataset owned by `ownerId`. */
export function datasetPostBody(query: Query, tableName: string, ownerId: number | undefined): DatasetPostBody {
  const templateParams = datasetTemplateParams(query.templateParams);
  return {
    database: query.dbId,
    catalog: query.catalog,
    schema: query.schema,
    sql: query.sql,
    table_name: tableName.trim(),
    owners: ownerId === undefined ? [] : [ownerId],
    ...(templateParams === undefined ? {} : { template_params: templateParams }),
  };
}

/** The PUT body that points an existing dataset at the query, with the result's columns. */
export function datasetOverwriteBody(
  query: Query,
  columns: readonly ResultColumn[],
  owners: readonly number[],
): DatasetOverwriteBody {
  return {
    sql: query.sql,
    database_id: query.dbId,
    owners: [...owners],
    columns: columns.map((column) => ({ column_name: column.name, type: column.type, is_dttm: column.is_dttm })),
  };
}

/** Explore on a saved dataset as SQL Lab opens it: a table chart. */
export const exploreDatasetUrl = (datasetId: number): string =>
  `/explore/?datasource_type=table&datasource_id=${datasetId}&viz_type=table`;
