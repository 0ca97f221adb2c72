import type { ChartHooks } from '../types.ts';

/** A table cross-filter mask (Superset's table getCrossFilterDataMask). */
export interface TableCrossFilterMask {
  extraFormData: { filters: { col: string; op: string; val?: unknown[] }[] };
  filterState: { label?: string; value: unknown[][] | null; filters: Record<string, unknown[]> | null };
}

/** The values the table's own cross-filter holds, by column. */
export function activeTableFilters(filterState: ChartHooks['filterState']): Record<string, unknown[]> {
  const filters = filterState?.filters;
  return typeof filters === 'object' && filters !== null ? (filters as Record<string, unknown[]>) : {};
}

const isActive = (filters: Record<string, unknown[]>, column: string, value: unknown) =>
  (filters[column] ?? []).includes(value);

/**
 * A click on a dimension cell: filters the dashboard on that column's value; a click on the active cell clears it.
 * Null cells filter with IS NULL.
 */
export function tableCrossFilterMask(
  column: string,
  value: unknown,
  filterState: ChartHooks['filterState'],
): TableCrossFilterMask {
  const filters = isActive(activeTableFilters(filterState), column, value) ? {} : { [column]: [value] };
  const columns = Object.keys(filters);
  return {
    extraFormData: {
      filters: columns.map((col) => {
        const values = filters[col]!.filter((item) => item !== null && item !== undefined);
        return values.length === 0 ? { col, op: 'IS NULL' } : { col, op: 'IN', val: values };
      }),
    },
    filterState: {
      ...(columns.length > 0 ? { label: columns.flatMap((col) => filters[col]!.map(String)).join(', ') } : {}),
      value: columns.length > 0 ? Object.values(filters) : null,
      filters: columns.length > 0 ? filters : null,
    },
  };
}

/** Whether a cell is part of the table's active cross-filter (it is highlighted). */
export const isActiveCell = (filterState: ChartHooks['filterState'], column: string, value: unknown): boolean =>
  isActive(activeTableFilters(filterState), column, value);
