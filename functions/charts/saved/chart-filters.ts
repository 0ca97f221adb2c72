import { isTruthy } from '../../lib/list-query.ts';
import type { ChartSource } from '../../lib/auth/chart-access.ts';
import type { ChartRecord } from '../../lib/records/chart-schema.ts';

/** What the chart filters read of one listed chart. */
export interface FilterableChart {
  record: ChartRecord;
  source: ChartSource | undefined;
}

const contains = (text: string | null | undefined, search: string): boolean =>
  (text ?? '').toLowerCase().includes(search);

/** A filter that tests `value is True` / `value is False` and leaves every chart for any other value. */
const onlyBoolean = (test: (chart: FilterableChart) => boolean) => (chart: FilterableChart, value: unknown) =>
  value === true ? test(chart) : value === false ? !test(chart) : true;

/**
 * Superset's chart filters (`superset/charts/filters.py`), by operator, for one caller (`userId`, their
 * favourites): free text over name, description, viz type and table name (`chart_all_text`), favourites,
 * certification, a creator at all, and "mine" in its two senses.
 */
export function chartFilters(favorites: ReadonlySet<number>, userId: number) {
  const isMine = ({ record }: FilterableChart) => record.created_by_fk === userId || record.changed_by_fk === userId;
  return {
    chart_all_text: (chart: FilterableChart, value: unknown) => {
      if (!isTruthy(value)) return true;
      const search = String(value).toLowerCase();
      const { slice_name: name, description, viz_type: vizType } = chart.record;
      return [name, description, vizType, chart.source?.dataset.table_name].some((text) => contains(text, search));
    },
    chart_is_favorite: (chart: FilterableChart, value: unknown) => favorites.has(chart.record.id) === isTruthy(value),
    chart_is_certified: onlyBoolean(({ record }) => record.certified_by !== null),
    chart_has_created_by: onlyBoolean(({ record }) => record.created_by_fk !== null),
    chart_created_by_me: isMine,
    chart_owned_created_favored_by_me: (chart: FilterableChart) =>
      chart.record.owners.includes(userId) || isMine(chart) || favorites.has(chart.record.id),
  };
}
