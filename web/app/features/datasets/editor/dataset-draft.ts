import type { DatasetPutBody } from '#shared/api/dataset.ts';
import type { Choice } from '../../lists/index.ts';
import type { DatasetDetail } from './api.ts';
import { jsonObjectProblem, objectOf, prettyJson } from './json-text.ts';
import {
  columnBody,
  columnDraftOf,
  metricBody,
  metricDraftOf,
  type ColumnDraft,
  type MetricDraft,
} from './member-drafts.ts';

/** Everything the editor changes before one save, as form fields. */
export interface DatasetDraft {
  kind: 'physical' | 'virtual';
  table_name: string;
  schema: string;
  sql: string;
  description: string;
  default_endpoint: string;
  main_dttm_col: string | null;
  /** Seconds, or empty for the database's default. */
  cache_timeout: number | '';
  template_params: string;
  /** The dataset's `extra` JSON as the user edits it; its certification and warning fields read and write it (see extra-fields.ts). */
  extra: string;
  filter_select_enabled: boolean;
  normalize_columns: boolean;
  always_filter_main_dttm: boolean;
  owners: Choice<number>[];
  metrics: MetricDraft[];
  /** Columns read from the source. */
  columns: ColumnDraft[];
  /** Columns defined by a SQL expression. */
  calculated: ColumnDraft[];
}

/** The draft of a dataset as `GET /api/v1/dataset/{pk}` shows it. */
export function draftOf(dataset: DatasetDetail): DatasetDraft {
  const columns = dataset.columns.map(columnDraftOf);
  return {
    kind: dataset.sql ? 'virtual' : 'physical',
    table_name: dataset.table_name,
    schema: dataset.schema ?? '',
    sql: dataset.sql ?? '',
    description: dataset.description ?? '',
    default_endpoint: dataset.default_endpoint ?? '',
    main_dttm_col: dataset.main_dttm_col,
    cache_timeout: dataset.cache_timeout ?? '',
    template_params: prettyJson(objectOf(dataset.template_params)),
    extra: prettyJson(objectOf(dataset.extra)),
    filter_select_enabled: dataset.filter_select_enabled ?? true,
    normalize_columns: dataset.normalize_columns ?? false,
    always_filter_main_dttm: dataset.always_filter_main_dttm ?? false,
    owners: dataset.owners.map((owner) => ({
      value: owner.id,
      label: `${owner.first_name} ${owner.last_name}`.trim(),
    })),
    metrics: dataset.metrics.map(metricDraftOf),
    columns: columns.filter((column) => column.expression === ''),
    calculated: columns.filter((column) => column.expression !== ''),
  };
}

/** What stops a save, by field: JSON that does not parse, names missing or repeated, metrics without SQL. */
export function draftProblems(draft: DatasetDraft): Record<string, string> {
  const problems: Record<string, string> = {};
  const templateParams = jsonObjectProblem(draft.template_params);
  if (templateParams) problems.template_params = templateParams;
  const extra = jsonObjectProblem(draft.extra);
  if (extra) problems.extra = extra;
  if (draft.table_name.trim() === '')
    problems.table_name = draft.kind === 'physical' ? 'A physical dataset needs a table' : 'A dataset needs a name';
  if (draft.kind === 'virtual' && draft.sql.trim() === '') problems.sql = 'A virtual dataset needs SQL';
  if (draft.metrics.some((metric) => metric.metric_name.trim() === '' || metric.expression.trim() === ''))
    problems.metrics = 'Every metric needs a key and a SQL expression';
  else if (repeats(draft.metrics.map((metric) => metric.metric_name)))
    problems.metrics = 'One or more metrics are duplicated';
  if (draft.calculated.some((column) => column.column_name.trim() === '' || column.expression.trim() === '')) {
    problems.calculated = 'Every calculated column needs a name and a SQL expression';
  } else if (repeats([...draft.columns, ...draft.calculated].map((column) => column.column_name)))
    problems.calculated = 'One or more columns are duplicated';
  return problems;
}

const repeats = (names: string[]): boolean => new Set(names.map((name) => name.trim())).size !== names.length;

/** Empty text as null. */
const orNull = (text: string): string | null => (text.trim() === '' ? null : text);

/** The `extra` JSON to save, compact; none for an empty object. */
function extraText(draft: DatasetDraft): string | null {
  const text = JSON.stringify(objectOf(draft.extra));
  return text === '{}' ? null : text;
}

/** The body of `PUT /api/v1/dataset/{pk}` for a draft with no {@link draftProblems}. */
export function putBodyOf(draft: DatasetDraft): DatasetPutBody {
  const templateParams = orNull(draft.template_params);
  return {
    table_name: draft.table_name.trim(),
    schema: orNull(draft.schema),
    sql: draft.kind === 'virtual' ? draft.sql : null,
    description: orNull(draft.description),
    default_endpoint: orNull(draft.default_endpoint),
    main_dttm_col: draft.main_dttm_col,
    cache_timeout: draft.cache_timeout === '' ? null : draft.cache_timeout,
    template_params: templateParams === null ? null : JSON.stringify(JSON.parse(templateParams)),
    extra: extraText(draft),
    filter_select_enabled: draft.filter_select_enabled,
    normalize_columns: draft.normalize_columns,
    always_filter_main_dttm: draft.always_filter_main_dttm,
    owners: draft.owners.map((owner) => owner.value),
    columns: [...draft.columns, ...draft.calculated].map(columnBody),
    metrics: draft.metrics.map(metricBody),
  };
}

/** Whether the draft reads from another source than the saved dataset (type, SQL, schema or table): its columns must then come from it. */
export function sourceChanged(dataset: DatasetDetail, draft: DatasetDraft): boolean {
  if (draft.kind !== (dataset.sql ? 'virtual' : 'physical')) return true;
  if (draft.kind === 'virtual') return draft.sql !== (dataset.sql ?? '');
  return draft.table_name.trim() !== dataset.table_name || draft.schema.trim() !== (dataset.schema ?? '');
}
