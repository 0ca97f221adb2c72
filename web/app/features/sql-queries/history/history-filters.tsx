import { Select } from '@mantine/core';
import {
  clearButtonFor,
  FilterBar,
  hasFilters,
  RemoteSelect,
  SearchBox,
  type UpdateListState,
} from '../../lists/index.ts';
import { useGetQueryStatusesQuery, useGetSqlRelatedChoicesQuery } from '../api.ts';
import { QUERY_HISTORY, type QueryHistoryState, stateLabel } from './history-state.ts';

const FILTER_WIDTH = 200;

const useDatabaseChoices = (search: string) =>
  useGetSqlRelatedChoicesQuery({ resource: 'query', column: 'database', search });
const useUserChoices = (search: string) => useGetSqlRelatedChoicesQuery({ resource: 'query', column: 'user', search });

/** Props of the filter bar: the current state, how to change it and how to clear every filter. */
export interface HistoryFiltersProps {
  state: QueryHistoryState;
  onChange: UpdateListState<QueryHistoryState>;
  onClear: () => void;
}

/** Superset's query history filters: state, database, user, and text in the SQL. */
export function HistoryFilters({ state, onChange, onClear }: HistoryFiltersProps) {
  const statuses = useGetQueryStatusesQuery();
  const options = (statuses.data ?? []).map((value) => ({ value, label: stateLabel(value) }));
  if (state.status && !options.some((option) => option.value === state.status?.value))
    options.unshift({ value: state.status.value, label: state.status.label });
  return (
    <FilterBar label="Filter queries" filtered={hasFilters(QUERY_HISTORY, state)} onClear={onClear}>
      <SearchBox
        value={state.search}
        placeholder="Text in the SQL"
        w={240}
        onCommit={(search, mode) => onChange({ search }, mode)}
      />
      <Select
        label="State"
        placeholder="All"
        w={160}
        clearable
        clearButtonProps={clearButtonFor('State')}
        data={options}
        value={state.status?.value ?? null}
        onChange={(value) => onChange({ status: value === null ? undefined : { value, label: stateLabel(value) } })}
      />
      <RemoteSelect
        label="Database"
        w={FILTER_WIDTH}
        placeholder="All"
        value={state.database}
        useChoices={useDatabaseChoices}
        onChange={(database) => onChange({ database })}
      />
      <RemoteSelect
        label="User"
        w={FILTER_WIDTH}
        placeholder="All"
        value={state.user}
        useChoices={useUserChoices}
        onChange={(user) => onChange({ user })}
      />
    </FilterBar>
  );
}
