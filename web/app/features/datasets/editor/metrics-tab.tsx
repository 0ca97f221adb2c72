import { SimpleGrid, Stack, Textarea, TextInput } from '@mantine/core';
import { CollectionTable, type CollectionColumn } from './collection-table.tsx';
import { CurrencyField } from './currency-field.tsx';
import { newMetricDraft, type MetricDraft } from './member-drafts.ts';
import { SqlExpressionField } from './sql-expression-field.tsx';

type Update = (change: Partial<MetricDraft>) => void;

const mono = { input: { fontFamily: 'var(--mantine-font-family-monospace)' } };

const METRIC_COLUMNS: CollectionColumn<MetricDraft>[] = [
  {
    id: 'metric_name',
    header: 'Metric Key',
    width: '26%',
    cell: (metric, update) => (
      <TextInput
        size="xs"
        aria-label="Metric Key"
        placeholder="Metric key"
        value={metric.metric_name}
        onChange={(event) => update({ metric_name: event.currentTarget.value })}
      />
    ),
  },
  {
    id: 'verbose_name',
    header: 'Label',
    width: '26%',
    cell: (metric, update) => (
      <TextInput
        size="xs"
        aria-label="Label"
        placeholder="Label"
        value={metric.verbose_name}
        onChange={(event) => update({ verbose_name: event.currentTarget.value })}
      />
    ),
  },
  {
    id: 'expression',
    header: 'SQL expression',
    cell: (metric, update) => (
      <SqlExpressionField
        placeholder="SUM(amount)"
        value={metric.expression}
        onChange={(expression) => update({ expression })}
      />
    ),
  },
];

/** The fields of an expanded metric: description, format, currency, certification and warning (Superset's order). */
function MetricDetails(metric: MetricDraft, update: Update) {
  return (
    <Stack gap="xs" data-testid="metric-details">
      <Textarea
        size="xs"
        label="Description"
        autosize
        minRows={1}
        value={metric.description}
        onChange={(event) => update({ description: event.currentTarget.value })}
      />
      <SimpleGrid cols={2} spacing="sm">
        <TextInput
          size="xs"
          label="D3 format"
          placeholder="e.g. ,.2f"
          value={metric.d3format}
          onChange={(event) => update({ d3format: event.currentTarget.value })}
        />
        <CurrencyField symbol={metric.currencySymbol} position={metric.currencyPosition} onChange={update} />
        <TextInput
          size="xs"
          label="Certified by"
          description="Person or group that has certified this metric"
          value={metric.certified_by}
          onChange={(event) => update({ certified_by: event.currentTarget.value })}
        />
        <TextInput
          size="xs"
          label="Certification details"
          description="Details of the certification"
          value={metric.certification_details}
          onChange={(event) => update({ certification_details: event.currentTarget.value })}
        />
      </SimpleGrid>
      <Textarea
        size="xs"
        label="Warning"
        description="Optional warning about use of this metric (markdown)"
        autosize
        minRows={2}
        styles={mono}
        value={metric.warning_markdown}
        onChange={(event) => update({ warning_markdown: event.currentTarget.value })}
      />
    </Stack>
  );
}

/** Props of {@link MetricsTab}. */
export interface MetricsTabProps {
  metrics: MetricDraft[];
  onChange: (metrics: MetricDraft[]) => void;
}

/** The Metrics tab: the dataset's saved metrics, added, edited in place or in their expanded row, and deleted. */
export function MetricsTab({ metrics, onChange }: MetricsTabProps) {
  return (
    <CollectionTable
      noun="metric"
      rows={metrics}
      columns={METRIC_COLUMNS}
      onChange={onChange}
      details={MetricDetails}
      newRow={newMetricDraft}
      deletable
      nameOf={(metric) => metric.metric_name}
      empty="No metrics yet: add one with “Add item”."
    />
  );
}
