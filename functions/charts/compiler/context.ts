import type { DatasetColumn, DatasetMetric, DatasetRecord } from '../../lib/records/dataset-schema.ts';
import { assertSafeFragment, type FragmentClause } from '../../lib/sql/fragments.ts';
import type { ParsingDialect } from '../../lib/sql/parser.ts';
import { parseTemplateParams, renderTemplate, type TemplateContext } from '../../lib/sql/templates.ts';
import { columnLabel, type ChartDataQueryObject } from '#shared/query-context/index.ts';
import type { TimeBounds } from '#shared/time-range/index.ts';

/** Everything the clause builders share for one compile. */
export interface CompileContext {
  readonly dataset: DatasetRecord;
  readonly dialect: ParsingDialect;
  readonly query: ChartDataQueryObject;
  /** Read only through `boundsOf` (./time.ts), which tells `onTimeRange` what it resolved. */
  readonly now: Date;
  readonly onTimeRange?: (timeRange: string, bounds: TimeBounds) => void;
  readonly columnsByName: ReadonlyMap<string, DatasetColumn>;
  readonly metricsByName: ReadonlyMap<string, DatasetMetric>;
  /** The caller's row level security conditions on the dataset (none: an empty list). */
  readonly rowFilters: readonly string[];
  /** The template variables, with the query's own time bounds, filters and URL parameters filled in. */
  template: TemplateContext;
}

/** A new context; the template's time bounds are set later, once the query's time range is resolved. */
export function createContext(input: {
  dataset: DatasetRecord;
  dialect: ParsingDialect;
  query: ChartDataQueryObject;
  now?: Date;
  onTimeRange?: (timeRange: string, bounds: TimeBounds) => void;
  template?: TemplateContext;
  rowFilters?: readonly string[];
}): CompileContext {
  const { dataset, query } = input;
  const filters = query.filters.map((filter) => ({
    col: columnLabel(filter.col),
    op: filter.op,
    val: filter.val ?? null,
  }));
  return {
    dataset,
    dialect: input.dialect,
    query,
    now: input.now ?? new Date(),
    ...(input.onTimeRange ? { onTimeRange: input.onTimeRange } : {}),
    columnsByName: new Map(dataset.columns.map((column) => [column.column_name, column])),
    metricsByName: new Map(dataset.metrics.map((metric) => [metric.metric_name, metric])),
    rowFilters: input.rowFilters ?? [],
    template: {
      urlParams: query.url_params,
      filters,
      ...input.template,
      // The dataset's own template parameters (Superset's `template_params`), under any the caller passes.
      params: { ...parseTemplateParams(dataset.template_params ?? undefined), ...input.template?.params },
    },
  };
}

const isoOrNull = (instant: Date | null): string | null => (instant === null ? null : instant.toISOString());

/** Gives templates the query's resolved time bounds unless the caller set its own. */
export function withTimeBounds(context: CompileContext, bounds: TimeBounds): void {
  context.template = {
    ...context.template,
    fromDttm: context.template.fromDttm ?? isoOrNull(bounds.since),
    toDttm: context.template.toDttm ?? isoOrNull(bounds.until),
  };
}

/**
 * A free-form SQL fragment of the chart (ad-hoc column, metric, WHERE or HAVING) rendered as a template and then
 * checked: sub-queries, statement separators and clause keywords are refused with a 400.
 */
export function safeFragment(context: CompileContext, fragment: string, clause: FragmentClause): string {
  const rendered = renderTemplate(fragment, context.template).trim();
  assertSafeFragment(rendered, context.dialect, clause);
  return rendered;
}
