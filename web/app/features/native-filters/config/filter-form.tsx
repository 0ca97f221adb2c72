import { Checkbox, Fieldset, MultiSelect, Radio, Select, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { useState, type ComponentType } from 'react';
import type { DataMask, FilterConfigItem, FilterDivider, NativeFilter } from '#shared/dashboard/native-filters.ts';
import { ROOT_ID } from '#shared/dashboard/layout.ts';
import { nativeFiltersApi } from '../api.ts';
import type { DashboardChartRef } from '../context.tsx';
import { controlOf, descendantsOf, nativeFiltersOf } from '../state/filter-config.ts';
import { RangeFilter } from '../components/range-filter.tsx';
import { SelectFilter, type FilterControlProps } from '../components/select-filter.tsx';
import { TimeColumnFilter, TimeGrainFilter, TimeRangeFilter } from '../components/time-filters.tsx';
import { FILTER_KINDS, KINDS_WITH_COLUMN } from './draft.ts';
import { PrefilterEditor } from './prefilters.tsx';
import { ScopeTree } from './scope-tree.tsx';

const DEFAULT_CONTROLS: Record<string, ComponentType<FilterControlProps>> = {
  filter_select: SelectFilter,
  filter_range: RangeFilter,
  filter_time: TimeRangeFilter,
  filter_timecolumn: TimeColumnFilter,
  filter_timegrain: TimeGrainFilter,
};

/** The settings checkboxes of each kind (Superset's names). */
const SETTINGS: Record<string, [string, string][]> = {
  filter_select: [
    ['multiSelect', 'Can select multiple values'],
    ['enableEmptyFilter', 'Filter value is required'],
    ['defaultToFirstItem', 'Select first filter value by default'],
    ['inverseSelection', 'Inverse selection'],
  ],
  filter_range: [['enableEmptyFilter', 'Filter value is required']],
  filter_time: [['enableEmptyFilter', 'Filter value is required']],
  filter_timecolumn: [['enableEmptyFilter', 'Filter value is required']],
  filter_timegrain: [['enableEmptyFilter', 'Filter value is required']],
};

/** Props of {@link FilterForm}. */
export interface FilterFormProps {
  filter: NativeFilter;
  items: readonly FilterConfigItem[];
  layout: Readonly<Record<string, unknown>>;
  charts: readonly DashboardChartRef[];
  problems: string[];
  onChange: (filter: NativeFilter) => void;
}

/** Dataset and column pickers of a filter. */
function TargetFields({ filter, onChange }: Pick<FilterFormProps, 'filter' | 'onChange'>) {
  const [search, setSearch] = useState('');
  const { data: choices = [] } = nativeFiltersApi.useDatasetChoicesQuery(search);
  const datasetId = filter.targets[0]?.datasetId;
  const { data: dataset } = nativeFiltersApi.useFilterDatasetQuery(datasetId ?? 0, { skip: datasetId === undefined });
  const columns = (dataset?.columns ?? [])
    .filter(
      (column) => column.filterable !== false && (filter.filterType !== 'filter_range' || column.type_generic === 0),
    )
    .map((column) => column.column_name);
  const datasetData = [
    ...choices.map((choice) => ({ value: String(choice.id), label: choice.table_name })),
    ...(dataset && !choices.some((choice) => choice.id === dataset.id)
      ? [{ value: String(dataset.id), label: dataset.table_name }]
      : []),
  ];
  const needsColumn = KINDS_WITH_COLUMN.has(filter.filterType);
  return (
    <>
      <Select
        label="Dataset"
        withAsterisk
        searchable
        data={datasetData}
        value={datasetId === undefined ? null : String(datasetId)}
        onSearchChange={setSearch}
        onChange={(id) =>
          onChange({ ...filter, targets: [id === null ? {} : { datasetId: Number(id) }], granularity_sqla: undefined })
        }
      />
      {needsColumn ? (
        <Select
          label="Column"
          withAsterisk
          searchable
          data={columns}
          value={filter.targets[0]?.column?.name ?? null}
          onChange={(name) =>
            onChange({
              ...filter,
              targets: [{ datasetId, ...(name ? { column: { name } } : {}) }],
              defaultDataMask: { extraFormData: {}, filterState: {} },
            })
          }
        />
      ) : null}
    </>
  );
}

/** Superset's filter settings form: type, name, dataset and column, cascade, pre-filters, sort, settings, default, scope. */
export function FilterForm({ filter, items, layout, charts, problems, onChange }: FilterFormProps) {
  const datasetId = filter.targets[0]?.datasetId;
  const { data: dataset } = nativeFiltersApi.useFilterDatasetQuery(datasetId ?? 0, { skip: datasetId === undefined });
  const setControl = (name: string, value: unknown) =>
    onChange({ ...filter, controlValues: { ...filter.controlValues, [name]: value } });
  const blocked = new Set([filter.id, ...descendantsOf(filter.id, nativeFiltersOf(items))]);
  const parents = nativeFiltersOf(items).filter((item) => item.filterType === 'filter_select' && !blocked.has(item.id));
  const DefaultControl = DEFAULT_CONTROLS[filter.filterType];
  const hasTarget = !KINDS_WITH_COLUMN.has(filter.filterType) || Boolean(filter.targets[0]?.column?.name);
  const wholeDashboard =
    (filter.scope?.rootPath ?? [ROOT_ID]).includes(ROOT_ID) && (filter.scope?.excluded ?? []).length === 0;
  const [specific, setSpecific] = useState(!wholeDashboard);
  return (
    <Stack gap="sm" data-testid="filter-form">
      <Select
        label="Filter type"
        data={FILTER_KINDS.map(({ type, label }) => ({ value: type, label }))}
        value={filter.filterType}
        allowDeselect={false}
        onChange={(type) =>
          type && onChange({ ...filter, filterType: type, defaultDataMask: { extraFormData: {}, filterState: {} } })
        }
      />
      <TextInput
        label="Filter name"
        withAsterisk
        value={filter.name}
        error={problems.find((problem) => problem.startsWith('Name'))}
        onChange={(event) => onChange({ ...filter, name: event.currentTarget.value })}
      />
      {filter.filterType !== 'filter_time' && filter.filterType !== 'filter_timegrain' ? (
        <TargetFields filter={filter} onChange={onChange} />
      ) : null}
      {filter.filterType === 'filter_select' ? (
        <MultiSelect
          label="Values are dependent on other filters"
          description="Parent filters narrow this filter's values"
          data={parents.map((item) => ({ value: item.id, label: item.name || item.id }))}
          value={filter.cascadeParentIds ?? []}
          onChange={(ids) => onChange({ ...filter, cascadeParentIds: ids })}
          clearable
        />
      ) : null}
      {KINDS_WITH_COLUMN.has(filter.filterType) && dataset ? (
        <Fieldset legend="Pre-filter available values" p="xs">
          <PrefilterEditor
            columns={dataset.columns.map((column) => column.column_name)}
            value={filter.adhoc_filters ?? []}
            onChange={(adhoc) => onChange({ ...filter, adhoc_filters: adhoc })}
          />
          <TextInput
            mt={6}
            size="xs"
            label="Time range"
            placeholder="No filter"
            value={filter.time_range ?? ''}
            onChange={(event) =>
              onChange({
                ...filter,
                time_range: event.currentTarget.value || null,
                granularity_sqla:
                  dataset.main_dttm_col ?? dataset.columns.find((column) => column.is_dttm)?.column_name,
              })
            }
          />
        </Fieldset>
      ) : null}
      {filter.filterType === 'filter_select' ? (
        <Fieldset legend="Sort filter values" p="xs">
          <Radio.Group
            value={controlOf(filter, 'sortAscending', true) ? 'asc' : 'desc'}
            onChange={(order) => setControl('sortAscending', order === 'asc')}
          >
            <Radio value="asc" label="Sort ascending" size="xs" mb={4} />
            <Radio value="desc" label="Sort descending" size="xs" />
          </Radio.Group>
          <Select
            mt={6}
            size="xs"
            label="Sort Metric"
            clearable
            data={(dataset?.metrics ?? []).map((metric) => ({
              value: metric.metric_name,
              label: metric.verbose_name || metric.metric_name,
            }))}
            value={filter.sortMetric ?? null}
            onChange={(metric) => onChange({ ...filter, sortMetric: metric })}
          />
        </Fieldset>
      ) : null}
      <Stack gap={4}>
        {(SETTINGS[filter.filterType] ?? []).map(([name, label]) => (
          <Checkbox
            key={name}
            size="xs"
            label={label}
            checked={controlOf(filter, name, name === 'multiSelect')}
            onChange={(event) => setControl(name, event.currentTarget.checked)}
          />
        ))}
      </Stack>
      {DefaultControl && hasTarget && (filter.filterType === 'filter_time' || datasetId !== undefined) ? (
        <Fieldset legend="Default value" p="xs">
          <DefaultControl
            filter={{
              ...filter,
              cascadeParentIds: [],
              controlValues: { ...filter.controlValues, defaultToFirstItem: false, enableEmptyFilter: false },
            }}
            mask={filter.defaultDataMask}
            parents={{}}
            onChange={(mask: DataMask) => onChange({ ...filter, defaultDataMask: mask })}
            onApplyNow={() => undefined}
          />
        </Fieldset>
      ) : null}
      <Textarea
        label="Description"
        rows={2}
        value={filter.description ?? ''}
        onChange={(event) => onChange({ ...filter, description: event.currentTarget.value })}
      />
      <Fieldset legend="Scoping" p="xs">
        <Radio.Group
          value={specific ? 'specific' : 'all'}
          onChange={(choice) => {
            setSpecific(choice === 'specific');
            if (choice === 'all') onChange({ ...filter, scope: { rootPath: [ROOT_ID], excluded: [] } });
          }}
        >
          <Radio value="all" label="Apply to all panels" size="xs" mb={4} />
          <Radio value="specific" label="Apply to specific panels" size="xs" />
        </Radio.Group>
        {specific ? (
          <ScopeTree
            layout={layout}
            charts={charts}
            scope={filter.scope}
            onChange={(scope) => onChange({ ...filter, scope })}
          />
        ) : null}
      </Fieldset>
      {problems
        .filter((problem) => !problem.startsWith('Name'))
        .map((problem) => (
          <Text key={problem} size="xs" c="red">
            {problem}
          </Text>
        ))}
    </Stack>
  );
}

/** The settings of a divider: title and description. */
export function DividerForm({
  divider,
  problems,
  onChange,
}: {
  divider: FilterDivider;
  problems: string[];
  onChange: (divider: FilterDivider) => void;
}) {
  return (
    <Stack gap="sm" data-testid="divider-form">
      <TextInput
        label="Title"
        withAsterisk
        value={divider.title}
        error={problems[0]}
        onChange={(event) => onChange({ ...divider, title: event.currentTarget.value })}
      />
      <Textarea
        label="Description"
        rows={2}
        value={divider.description ?? ''}
        onChange={(event) => onChange({ ...divider, description: event.currentTarget.value })}
      />
    </Stack>
  );
}
