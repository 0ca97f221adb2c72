import type { ControlProps, DragItem } from '../types.ts';
import { ChipList } from '../dnd/chip-list.tsx';
import { MetricEditor } from '../lazy-parts.tsx';
import { metricChipLabel, metricsOf, type FormMetric } from './metric-model.ts';

const ACCEPTS = ['metric', 'column'] as const;

/**
 * Superset's MetricsControl (`metrics`, multi) and single metric control (`metric`): chips of saved and ad-hoc
 * metrics. A dropped saved metric is added as it is; a dropped column opens the Simple tab with it.
 */
export function MetricsControl({ config, value, onChange, datasource }: ControlProps) {
  const multi = config.multi ?? false;
  const fromDrop = (item: DragItem): FormMetric | 'edit' => (item.kind === 'metric' ? item.metric.metric_name : 'edit');
  return (
    <ChipList<FormMetric>
      name={config.name}
      prompt={multi ? 'Drop columns/metrics here or click' : 'Drop a column/metric here or click'}
      accepts={ACCEPTS}
      multi={multi}
      items={metricsOf(value)}
      labelOf={metricChipLabel}
      onItemsChange={(items) => onChange(multi ? items : (items[0] ?? null))}
      fromDrop={fromDrop}
      renderEditor={(editor) => (
        <MetricEditor {...editor} columns={datasource.columns} savedMetrics={datasource.metrics} />
      )}
    />
  );
}
