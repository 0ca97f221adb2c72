import { Select } from '@mantine/core';
import { chartRegistrations } from '../../plugins/registry.ts';
import {
  clearButtonFor,
  FilterBar,
  FlagSelect,
  hasFilters,
  RemoteSelect,
  SearchBox,
  useGetRelatedChoicesQuery,
  type UpdateListState,
} from '../lists/index.ts';
import { useGetDashboardChoicesQuery, useGetDatasetChoicesQuery } from './api.ts';
import { CHART_LIST, type ChartListState } from './list-state.ts';

const VIZ_TYPE_CHOICES = chartRegistrations
  .map((registration) => ({ value: registration.vizType, label: registration.metadata.name }))
  .sort((a, b) => a.label.localeCompare(b.label));

const FILTER_WIDTH = 160;
const FLAG_WIDTH = 110;

const useDatasetChoices = (search: string) => useGetDatasetChoicesQuery(search);
const useDashboardChoices = (search: string) => useGetDashboardChoicesQuery(search);
const useOwnerChoices = (search: string) => useGetRelatedChoicesQuery({ resource: 'chart', column: 'owners', search });
const useModifierChoices = (search: string) =>
  useGetRelatedChoicesQuery({ resource: 'chart', column: 'changed_by', search });

/** Props of the filter bar: the current state, how to change it and how to clear every filter. */
export interface ChartFiltersProps {
  state: ChartListState;
  onChange: UpdateListState<ChartListState>;
  onClear: () => void;
}

/** Superset's chart list filters: search, type, dataset, dashboard, owner, favourite, certified and modified by. */
export function ChartFilters({ state, onChange, onClear }: ChartFiltersProps) {
  const vizTypes =
    state.vizType && !VIZ_TYPE_CHOICES.some((choice) => choice.value === state.vizType?.value)
      ? [...VIZ_TYPE_CHOICES, state.vizType]
      : VIZ_TYPE_CHOICES;
  return (
    <FilterBar label="Filter charts" filtered={hasFilters(CHART_LIST, state)} onClear={onClear}>
      <SearchBox
        value={state.search}
        placeholder="Name, type, dataset…"
        w={220}
        onCommit={(search, mode) => onChange({ search }, mode)}
      />
      <Select
        label="Type"
        placeholder="All"
        searchable
        clearable
        clearButtonProps={clearButtonFor('Type')}
        w={FILTER_WIDTH}
        data={vizTypes}
        value={state.vizType?.value ?? null}
        onChange={(value, option) =>
          onChange({ vizType: value === null ? undefined : { value, label: option?.label ?? value } })
        }
      />
      <RemoteSelect
        label="Dataset"
        w={FILTER_WIDTH}
        placeholder="All"
        value={state.dataset}
        useChoices={useDatasetChoices}
        onChange={(dataset) => onChange({ dataset })}
      />
      <RemoteSelect
        label="Dashboard"
        w={FILTER_WIDTH}
        placeholder="All"
        value={state.dashboard}
        useChoices={useDashboardChoices}
        onChange={(dashboard) => onChange({ dashboard })}
      />
      <RemoteSelect
        label="Owner"
        w={FILTER_WIDTH}
        placeholder="All"
        value={state.owner}
        useChoices={useOwnerChoices}
        onChange={(owner) => onChange({ owner })}
      />
      <FlagSelect
        label="Favorite"
        w={FLAG_WIDTH}
        value={state.favorite}
        onChange={(favorite) => onChange({ favorite })}
      />
      <FlagSelect
        label="Certified"
        w={FLAG_WIDTH}
        value={state.certified}
        onChange={(certified) => onChange({ certified })}
      />
      <RemoteSelect
        label="Modified by"
        w={FILTER_WIDTH}
        placeholder="All"
        value={state.modifiedBy}
        useChoices={useModifierChoices}
        onChange={(modifiedBy) => onChange({ modifiedBy })}
      />
    </FilterBar>
  );
}
