import { Badge, Group, Stack, Text, Tooltip } from '@mantine/core';
import { useCallback, type ComponentType } from 'react';
import type { DataMask, NativeFilter } from '#shared/dashboard/native-filters.ts';
import { useAppDispatch, useAppSelector } from '../../../core/store.ts';
import { useDashboardFilters } from '../context.tsx';
import {
  filterValueApplied,
  filterValueChosen,
  selectBarFilters,
  selectPendingMasks,
} from '../state/data-mask-slice.ts';
import { controlOf, nativeFiltersOf } from '../state/filter-config.ts';
import { parentsExtraFormData } from '../state/values-query.ts';
import { RangeFilter } from './range-filter.tsx';
import { SelectFilter, type FilterControlProps } from './select-filter.tsx';
import { TimeColumnFilter, TimeGrainFilter, TimeRangeFilter } from './time-filters.tsx';

/** The control of each filter kind. */
const CONTROLS: Record<string, ComponentType<FilterControlProps>> = {
  filter_select: SelectFilter,
  filter_range: RangeFilter,
  filter_time: TimeRangeFilter,
  filter_timecolumn: TimeColumnFilter,
  filter_timegrain: TimeGrainFilter,
};

/** Which charts a filter applies to: a count, with their names in a tooltip (Superset's filter card scope). */
export function AppliesTo({ chartIds }: { chartIds: readonly number[] }) {
  const { charts } = useDashboardFilters();
  const names = chartIds.map((id) => charts.find((chart) => chart.id === id)?.name ?? `Chart ${id}`);
  const label = names.length === 0 ? 'No charts in scope' : names.join(', ');
  return (
    <Tooltip label={label} multiline maw={280} withArrow>
      <Badge size="xs" variant="light" color={names.length === 0 ? 'gray' : 'blue'} data-testid="filter-scope-count">
        {names.length === 0 ? 'None' : `${names.length} chart${names.length === 1 ? '' : 's'}`}
      </Badge>
    </Tooltip>
  );
}

/** One filter of the bar: its name (an asterisk when required, the description in a tooltip), scope and control. */
export function FilterControl({ filter }: { filter: NativeFilter }) {
  const dispatch = useAppDispatch();
  const { scopes } = useDashboardFilters();
  const pending = useAppSelector(selectPendingMasks);
  const all = nativeFiltersOf(useAppSelector(selectBarFilters));
  const onChange = useCallback(
    (dataMask: DataMask) => dispatch(filterValueChosen({ filterId: filter.id, dataMask })),
    [dispatch, filter.id],
  );
  const onApplyNow = useCallback(
    (dataMask: DataMask) => dispatch(filterValueApplied({ filterId: filter.id, dataMask })),
    [dispatch, filter.id],
  );
  const Control = CONTROLS[filter.filterType];
  const required = controlOf(filter, 'enableEmptyFilter', false);
  const title = (
    <Text size="sm" fw={600} truncate>
      {filter.name}
      {required ? (
        <Text span c="red">
          {' '}
          *
        </Text>
      ) : null}
    </Text>
  );
  return (
    <Stack gap={4} data-testid="native-filter" data-filter-id={filter.id}>
      <Group gap={6} justify="space-between" wrap="nowrap">
        {filter.description ? (
          <Tooltip label={filter.description} multiline maw={280}>
            {title}
          </Tooltip>
        ) : (
          title
        )}
        <AppliesTo chartIds={scopes[filter.id] ?? []} />
      </Group>
      {Control ? (
        <Control
          filter={filter}
          mask={pending[filter.id]}
          parents={parentsExtraFormData(filter, all, pending)}
          onChange={onChange}
          onApplyNow={onApplyNow}
        />
      ) : (
        <Text size="xs" c="dimmed">
          Unsupported filter type {filter.filterType}
        </Text>
      )}
    </Stack>
  );
}
