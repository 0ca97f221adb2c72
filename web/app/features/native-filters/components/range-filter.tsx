import { Group, Loader, NumberInput, RangeSlider, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { rangeExtraFormData, rangeLabel } from '#shared/dashboard/filter-values.ts';
import type { DataMask, NativeFilter } from '#shared/dashboard/native-filters.ts';
import { nativeFiltersApi } from '../api.ts';
import { useDashboardFilters } from '../context.tsx';
import { filterColumnOf } from '../state/filter-config.ts';
import { rangeBoundsQuery } from '../state/values-query.ts';
import type { FilterControlProps } from './select-filter.tsx';

type Bound = number | null;

const boundOf = (value: unknown): Bound => (typeof value === 'number' && Number.isFinite(value) ? value : null);

/** The mask of a range filter from `lower` to `upper` (either may be open). */
export function rangeMask(filter: NativeFilter, lower: Bound, upper: Bound): DataMask {
  const label = rangeLabel(lower, upper);
  return {
    extraFormData: rangeExtraFormData(filterColumnOf(filter) ?? '', lower, upper),
    filterState: { value: lower === null && upper === null ? null : [lower, upper], ...(label ? { label } : {}) },
  };
}

/** Superset's numerical range filter: a slider over the column's minimum and maximum, and the two bounds typed. */
export function RangeFilter({ filter, mask, parents, onChange }: FilterControlProps) {
  const { dashboardId } = useDashboardFilters();
  const query = rangeBoundsQuery(filter, parents, dashboardId);
  const { data: rows = [], isFetching } = nativeFiltersApi.useFilterRowsQuery(query!, { skip: query === undefined });
  const min = boundOf(rows[0]?.min) ?? 0;
  const max = Math.max(boundOf(rows[0]?.max) ?? 0, min);
  const value = Array.isArray(mask?.filterState?.value) ? (mask.filterState.value as unknown[]) : [];
  const lower = boundOf(value[0]);
  const upper = boundOf(value[1]);
  const [sliding, setSliding] = useState<[number, number] | null>(null);
  if (isFetching) return <Loader size={14} />;
  if (!query)
    return (
      <Text size="xs" c="dimmed">
        No column chosen
      </Text>
    );
  const step = Number.isInteger(min) && Number.isInteger(max) ? 1 : (max - min) / 100 || 1;
  return (
    <Stack gap={6}>
      <RangeSlider
        aria-label={filter.name}
        min={min}
        max={max}
        step={step}
        value={sliding ?? [lower ?? min, upper ?? max]}
        onChange={setSliding}
        onChangeEnd={([from, to]) => {
          setSliding(null);
          onChange(rangeMask(filter, from === min ? null : from, to === max ? null : to));
        }}
      />
      <Group gap={6} grow>
        <NumberInput
          size="xs"
          aria-label={`${filter.name} from`}
          placeholder={String(min)}
          value={lower ?? ''}
          onChange={(typed) => onChange(rangeMask(filter, boundOf(typed), upper))}
        />
        <NumberInput
          size="xs"
          aria-label={`${filter.name} to`}
          placeholder={String(max)}
          value={upper ?? ''}
          onChange={(typed) => onChange(rangeMask(filter, lower, boundOf(typed)))}
        />
      </Group>
    </Stack>
  );
}
