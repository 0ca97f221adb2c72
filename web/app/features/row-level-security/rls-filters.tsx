import { Select } from '@mantine/core';
import { RLS_FILTER_TYPES, RlsFilterType } from '#shared/api/row-level-security.ts';
import {
  clearButtonFor,
  FilterBar,
  hasFilters,
  RemoteSelect,
  SearchBox,
  type UpdateListState,
} from '../lists/index.ts';
import { useDatasetChoices, useRoleChoices } from './related-choices.ts';
import { RLS_LIST, type RlsListState } from './rls-list-state.ts';

/** Props of the filter bar: the current state, how to change it and how to clear every filter. */
export interface RlsFiltersProps {
  state: RlsListState;
  onChange: UpdateListState<RlsListState>;
  onClear: () => void;
}

const FILTER_TYPES = [...RLS_FILTER_TYPES];

/** Text the state keeps for a search box: none when the box is emptied. */
const typed = (text: string) => (text.trim() === '' ? undefined : text);

/** Superset's rule filters (name, filter type, group key), with the roles and datasets a rule names. */
export function RlsFilters({ state, onChange, onClear }: RlsFiltersProps) {
  return (
    <FilterBar label="Filter rules" filtered={hasFilters(RLS_LIST, state)} onClear={onClear}>
      <SearchBox
        label="Name"
        value={state.search}
        placeholder="Type a value"
        w={220}
        onCommit={(search, mode) => onChange({ search }, mode)}
      />
      <Select
        label="Filter Type"
        placeholder="Any"
        w={160}
        clearable
        clearButtonProps={clearButtonFor('Filter Type')}
        data={FILTER_TYPES}
        value={state.filterType?.value ?? null}
        onChange={(picked) => {
          const parsed = RlsFilterType.safeParse(picked);
          onChange({ filterType: parsed.success ? { value: parsed.data, label: parsed.data } : undefined });
        }}
      />
      <SearchBox
        label="Group Key"
        value={state.groupKey ?? ''}
        placeholder="Type a value"
        w={200}
        onCommit={(text, mode) => onChange({ groupKey: typed(text) }, mode)}
      />
      <RemoteSelect
        label="Roles"
        w={200}
        placeholder="All"
        value={state.role}
        useChoices={useRoleChoices}
        onChange={(role) => onChange({ role })}
      />
      <RemoteSelect
        label="Datasets"
        w={220}
        placeholder="All"
        value={state.table}
        useChoices={useDatasetChoices}
        onChange={(table) => onChange({ table })}
      />
    </FilterBar>
  );
}
