import { Loader, Select } from '@mantine/core';
import { lazy, Suspense } from 'react';
import {
  timeColumnExtraFormData,
  timeGrainExtraFormData,
  timeRangeExtraFormData,
} from '#shared/dashboard/filter-values.ts';
import { TIME_GRAINS } from '#shared/time-grains.ts';
import type { DataMask } from '#shared/dashboard/native-filters.ts';
import { nativeFiltersApi } from '../api.ts';
import { filterDatasetOf } from '../state/filter-config.ts';
import type { FilterControlProps } from './select-filter.tsx';

// Explore's picker (with its range editor) loads only for dashboards that have a time range filter.
const TimeRangePicker = lazy(() =>
  import('../../explore/index.ts').then((module) => ({ default: module.TimeRangePicker })),
);

const NO_FILTER = 'No filter';

/** The mask of a time range filter. */
export const timeRangeMask = (timeRange: string): DataMask => ({
  extraFormData: timeRangeExtraFormData(timeRange),
  filterState: { value: timeRange === NO_FILTER ? null : timeRange },
});

/** The mask of a time column or time grain filter choosing `value`. */
const pickMask = (
  value: string | null,
  extra: (value: string | null) => Record<string, unknown>,
  label?: string,
): DataMask => ({
  extraFormData: extra(value),
  filterState: { value: value === null ? null : [value], ...(label ? { label } : {}) },
});

const firstOf = (value: unknown): string | null =>
  Array.isArray(value) && typeof value[0] === 'string' ? value[0] : typeof value === 'string' ? value : null;

/** Superset's time range filter: Explore's time range picker; `No filter` removes it. */
export function TimeRangeFilter({ filter, mask, onChange }: FilterControlProps) {
  const value = typeof mask?.filterState?.value === 'string' ? mask.filterState.value : NO_FILTER;
  return (
    <Suspense fallback={<Loader size={14} />}>
      <TimeRangePicker
        name={`filter-${filter.id}`}
        value={value}
        onChange={(timeRange) => onChange(timeRangeMask(timeRange))}
      />
    </Suspense>
  );
}

/** Superset's time column filter: one of the dataset's temporal columns becomes the charts' time column. */
export function TimeColumnFilter({ filter, mask, onChange }: FilterControlProps) {
  const datasetId = filterDatasetOf(filter);
  const { data: dataset, isFetching } = nativeFiltersApi.useFilterDatasetQuery(datasetId ?? 0, {
    skip: datasetId === undefined,
  });
  const columns = (dataset?.columns ?? []).filter((column) => column.is_dttm).map((column) => column.column_name);
  return (
    <Select
      aria-label={filter.name}
      data={columns}
      value={firstOf(mask?.filterState?.value)}
      onChange={(column) => onChange(pickMask(column, timeColumnExtraFormData, column ?? undefined))}
      clearable
      placeholder={isFetching ? 'Loading...' : 'Select a time column'}
      nothingFoundMessage="No temporal columns"
    />
  );
}

/** Superset's time grain filter: the grain the charts truncate their time column to. */
export function TimeGrainFilter({ filter, mask, onChange }: FilterControlProps) {
  const data = TIME_GRAINS.map((grain) => ({ value: grain.duration, label: grain.name }));
  return (
    <Select
      aria-label={filter.name}
      data={data}
      value={firstOf(mask?.filterState?.value)}
      onChange={(grain) =>
        onChange(pickMask(grain, timeGrainExtraFormData, data.find((option) => option.value === grain)?.label))
      }
      clearable
      searchable
      placeholder="Select a time grain"
    />
  );
}
