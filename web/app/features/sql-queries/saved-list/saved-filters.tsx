import { FilterBar, hasFilters, RemoteSelect, SearchBox, type UpdateListState } from '../../lists/index.ts';
import { useGetSqlRelatedChoicesQuery } from '../api.ts';
import { SAVED_QUERY_LIST, type SavedQueryListState } from './saved-list-state.ts';

const FILTER_WIDTH = 200;

const useDatabaseChoices = (search: string) =>
  useGetSqlRelatedChoicesQuery({ resource: 'saved_query', column: 'database', search });
const useCreatorChoices = (search: string) =>
  useGetSqlRelatedChoicesQuery({ resource: 'saved_query', column: 'created_by', search });

/** Props of the filter bar: the current state, how to change it and how to clear every filter. */
export interface SavedQueryFiltersProps {
  state: SavedQueryListState;
  onChange: UpdateListState<SavedQueryListState>;
  onClear: () => void;
}

/** Superset's saved query filters: search over name, description and SQL; database; created by. */
export function SavedQueryFilters({ state, onChange, onClear }: SavedQueryFiltersProps) {
  return (
    <FilterBar label="Filter saved queries" filtered={hasFilters(SAVED_QUERY_LIST, state)} onClear={onClear}>
      <SearchBox
        value={state.search}
        placeholder="Name, description or SQL"
        w={260}
        onCommit={(search, mode) => onChange({ search }, mode)}
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
        label="Created by"
        w={FILTER_WIDTH}
        placeholder="All"
        value={state.createdBy}
        useChoices={useCreatorChoices}
        onChange={(createdBy) => onChange({ createdBy })}
      />
    </FilterBar>
  );
}
