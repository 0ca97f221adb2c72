import {
  FilterBar,
  FlagSelect,
  hasFilters,
  RemoteSelect,
  SearchBox,
  useGetRelatedChoicesQuery,
  type UpdateListState,
} from '../lists/index.ts';
import { DASHBOARD_LIST, type DashboardListState } from './list-state.ts';

const FILTER_WIDTH = 180;
const FLAG_WIDTH = 120;

const useOwnerChoices = (search: string) =>
  useGetRelatedChoicesQuery({ resource: 'dashboard', column: 'owners', search });
const useCreatorChoices = (search: string) =>
  useGetRelatedChoicesQuery({ resource: 'dashboard', column: 'created_by', search });

/** Props of the filter bar: the current state, how to change it and how to clear every filter. */
export interface DashboardFiltersProps {
  state: DashboardListState;
  onChange: UpdateListState<DashboardListState>;
  onClear: () => void;
}

/** Superset's dashboard list filters: search, owner, created by, status, favourite and certified. */
export function DashboardFilters({ state, onChange, onClear }: DashboardFiltersProps) {
  return (
    <FilterBar label="Filter dashboards" filtered={hasFilters(DASHBOARD_LIST, state)} onClear={onClear}>
      <SearchBox
        value={state.search}
        placeholder="Title or slug"
        w={240}
        onCommit={(search, mode) => onChange({ search }, mode)}
      />
      <RemoteSelect
        label="Owner"
        w={FILTER_WIDTH}
        placeholder="All"
        value={state.owner}
        useChoices={useOwnerChoices}
        onChange={(owner) => onChange({ owner })}
      />
      <RemoteSelect
        label="Created by"
        w={FILTER_WIDTH}
        placeholder="All"
        value={state.createdBy}
        useChoices={useCreatorChoices}
        onChange={(createdBy) => onChange({ createdBy })}
      />
      <FlagSelect
        label="Status"
        w={FLAG_WIDTH}
        words={['Published', 'Draft']}
        value={state.published}
        onChange={(published) => onChange({ published })}
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
    </FilterBar>
  );
}
