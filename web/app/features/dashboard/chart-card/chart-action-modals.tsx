import { useMemo } from 'react';
import type { ChartPlugin, FormData } from '../../../plugins/types.ts';
import {
  DrillByModal,
  DrillDetailModal,
  drillByFormData,
  ViewQueryModal,
  ViewResultsModal,
} from '../../chart-actions/index.ts';
import { CrossFilterScopingModal } from '../../native-filters/index.ts';
import { useDashboardContext } from '../dashboard-context.tsx';
import { useChartColorFor } from '../use-chart-color-for.ts';
import type { ChartAction } from './chart-actions.ts';

/** What the dialogs of one dashboard chart work on: the form data the card draws (filters included) and its plugin. */
export interface ChartActionModalsProps {
  chartId: number;
  title: string;
  plugin: ChartPlugin;
  formData: FormData;
  action: ChartAction;
  onClose: () => void;
}

/** The drill by dialog: the chart's form data drilled by the chosen column at the clicked point. */
function DrillBy({
  chartId,
  plugin,
  formData,
  title,
  action,
  onClose,
}: Omit<ChartActionModalsProps, 'action'> & { action: Extract<ChartAction, { kind: 'drill-by' }> }) {
  const { labelColors, datasourceOf } = useDashboardContext();
  const colorFor = useChartColorFor(labelColors, chartId);
  const drilled = useMemo(() => drillByFormData(formData, action.column.name, action.filters), [formData, action]);
  if (!colorFor) return null;
  return (
    <DrillByModal
      plugin={plugin}
      formData={drilled}
      chartName={title}
      columnLabel={action.column.label}
      filters={action.filters}
      colorFor={colorFor}
      datasource={datasourceOf(formData.datasource)}
      onClose={onClose}
    />
  );
}

/**
 * The dialog a dashboard chart's menu opened: View query, View as table, Drill to detail, Drill by or its cross-filter
 * scoping. Each runs on exactly the form data the card draws, so what it shows is what the chart shows.
 */
export function ChartActionModals(props: ChartActionModalsProps) {
  const { chartId, title, plugin, formData, action, onClose } = props;
  switch (action.kind) {
    case 'query':
      return <ViewQueryModal opened plugin={plugin} formData={formData} onClose={onClose} />;
    case 'results':
      return <ViewResultsModal opened plugin={plugin} formData={formData} onClose={onClose} />;
    case 'drill-detail':
      return (
        <DrillDetailModal
          plugin={plugin}
          formData={formData}
          chartName={title}
          filters={action.filters}
          onClose={onClose}
        />
      );
    case 'drill-by':
      return (
        <DrillBy
          chartId={chartId}
          plugin={plugin}
          formData={formData}
          title={title}
          action={action}
          onClose={onClose}
        />
      );
    case 'scoping':
      return <CrossFilterScopingModal opened initialChartId={chartId} onClose={onClose} />;
  }
}
