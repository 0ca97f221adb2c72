import type { DashboardDataset } from './api-schemas.ts';
import type { DashboardColumn } from './dashboard-context.tsx';

/** The columns of a dataset a chart may be grouped (and so drilled) by, labelled by their verbose names. */
export function groupbyColumns(dataset: DashboardDataset | null): DashboardColumn[] {
  if (!dataset) return [];
  return dataset.columns
    .filter((column) => column.groupby !== false)
    .map((column) => ({ name: column.column_name, label: column.verbose_name || column.column_name }));
}
