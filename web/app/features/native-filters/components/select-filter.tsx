import { Loader, MultiSelect, Select, Text } from '@mantine/core';
import { useEffect } from 'react';
import { selectExtraFormData, type FilterValue } from '#shared/dashboard/filter-values.ts';
import type { DataMask, NativeFilter } from '#shared/dashboard/native-filters.ts';
import type { ExtraFormData } from '#shared/dashboard/extra-form-data.ts';
import { nativeFiltersApi } from '../api.ts';
import { useDashboardFilters } from '../context.tsx';
import { controlOf, filterColumnOf, hasValue } from '../state/filter-config.ts';
import { selectValuesQuery } from '../state/values-query.ts';
import { optionKey, optionLabel, valueOptions, valuesOf } from './value-options.ts';

/** Props every filter control takes. */
export interface FilterControlProps {
  filter: NativeFilter;
  /** The mask chosen in the bar (pending). */
  mask: DataMask | undefined;
  /** The merged masks of the filter's parents in the cascade. */
  parents: ExtraFormData;
  onChange: (mask: DataMask) => void;
  /** Applies a mask at once (defaults the bar picks itself). */
  onApplyNow: (mask: DataMask) => void;
}

/** The mask of a value filter holding `values` (Superset's select filter: label with ` (excluded)` when inverted). */
export function selectMask(filter: NativeFilter, values: FilterValue[]): DataMask {
  const column = filterColumnOf(filter) ?? '';
  const inverse = controlOf(filter, 'inverseSelection', false);
  const emptyFilter = controlOf(filter, 'enableEmptyFilter', false) && !inverse && values.length === 0;
  const label = values.length > 0 ? `${values.map(optionLabel).join(', ')}${inverse ? ' (excluded)' : ''}` : undefined;
  return {
    extraFormData: selectExtraFormData(column, values, { emptyFilter, inverse }),
    filterState: { value: values.length > 0 ? values : null, ...(label ? { label } : {}) },
  };
}

/**
 * Superset's value filter: the column's values under the parents' choices and the pre-filters, picked singly or
 * several at once, searchable; `defaultToFirstItem` applies the first value when none is chosen.
 */
export function SelectFilter({ filter, mask, parents, onChange, onApplyNow }: FilterControlProps) {
  const column = filterColumnOf(filter) ?? '';
  const { dashboardId } = useDashboardFilters();
  const query = selectValuesQuery(filter, parents, undefined, dashboardId);
  const {
    data: rows = [],
    isFetching,
    error,
  } = nativeFiltersApi.useFilterRowsQuery(query!, { skip: query === undefined });
  const chosenValues = valuesOf(mask?.filterState?.value);
  const chosen = chosenValues.map(optionKey);
  // Values restored from a URL may be missing from the current options; they stay visible and removable.
  const options = valueOptions([...rows, ...chosenValues.map((value) => ({ [column]: value }))], column);
  const multi = controlOf(filter, 'multiSelect', true);
  const searchable = controlOf(filter, 'showSearch', true);
  const firstByDefault = controlOf(filter, 'defaultToFirstItem', false);
  const required = controlOf(filter, 'enableEmptyFilter', false);
  const first = rows.length > 0 ? options[0] : undefined;
  useEffect(() => {
    if (firstByDefault && first && !isFetching && !hasValue(mask)) onApplyNow(selectMask(filter, [first.raw]));
  }, [firstByDefault, first, isFetching, mask, filter, onApplyNow]);
  const choose = (keys: string[]) =>
    onChange(
      selectMask(
        filter,
        options.filter((option) => keys.includes(option.value)).map((option) => option.raw),
      ),
    );
  const common = {
    'aria-label': filter.name,
    data: options.map(({ value, label }) => ({ value, label })),
    searchable,
    clearable: true,
    placeholder: isFetching
      ? 'Loading...'
      : chosen.length > 0
        ? undefined
        : `${options.length} option${options.length === 1 ? '' : 's'}`,
    rightSection: isFetching ? <Loader size={14} /> : undefined,
    error: error ? 'Could not load the values' : required && chosen.length === 0 ? 'Value is required' : undefined,
    nothingFoundMessage: 'No data',
    comboboxProps: { withinPortal: true },
  };
  if (!query)
    return (
      <Text size="xs" c="dimmed">
        No column chosen
      </Text>
    );
  return multi ? (
    <MultiSelect {...common} value={chosen} onChange={choose} hidePickedOptions={false} />
  ) : (
    <Select {...common} value={chosen[0] ?? null} onChange={(key) => choose(key === null ? [] : [key])} />
  );
}
