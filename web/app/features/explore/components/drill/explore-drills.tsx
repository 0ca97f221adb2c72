import { useMemo } from 'react';
import type { ExploreDatasource } from '#shared/api/explore.ts';
import type { FormData } from '../../../../plugins/types.ts';
import { datasourceMeta } from '../../../chart/index.ts';
import {
  DrillByModal,
  DrillDetailModal,
  drillByFormData,
  type DrillByColumn,
  type DrillFilter,
} from '../../../chart-actions/index.ts';
import type { PluginState } from '../chart/use-chart-plugin.ts';

/** The drill a user opened from Explore's chart: to the detail rows, or by another column at a clicked point. */
export type ExploreDrill =
  { kind: 'detail'; filters: DrillFilter[] } | { kind: 'by'; column: DrillByColumn; filters: DrillFilter[] };

/** What the drill dialogs work on: the chart as last run, its plugin and dataset. */
export interface ExploreDrillsProps {
  drill: ExploreDrill;
  pluginState: PluginState;
  formData: FormData;
  datasource: ExploreDatasource | null;
  chartName: string;
  onClose: () => void;
}

/** The group-by columns of Explore's dataset, as "Drill by" offers them. */
export function groupbyColumnsOf(datasource: ExploreDatasource | null): DrillByColumn[] {
  return (datasource?.columns ?? [])
    .filter((column) => column.groupby)
    .map((column) => ({ name: column.column_name, label: column.verbose_name || column.column_name }));
}

/** Explore's drill to detail and drill by dialogs, on the form data the chart was last run with. */
export function ExploreDrills({ drill, pluginState, formData, datasource, chartName, onClose }: ExploreDrillsProps) {
  const drilled = useMemo(
    () => (drill.kind === 'by' ? drillByFormData(formData, drill.column.name, drill.filters) : formData),
    [drill, formData],
  );
  const meta = useMemo(() => datasourceMeta(datasource), [datasource]);
  if (pluginState.status !== 'ready') return null;
  if (drill.kind === 'detail')
    return (
      <DrillDetailModal
        plugin={pluginState.plugin}
        formData={formData}
        chartName={chartName}
        filters={drill.filters}
        onClose={onClose}
      />
    );
  return (
    <DrillByModal
      plugin={pluginState.plugin}
      formData={drilled}
      chartName={chartName}
      columnLabel={drill.column.label}
      filters={drill.filters}
      colorFor={pluginState.colorFor}
      datasource={meta}
      onClose={onClose}
    />
  );
}
