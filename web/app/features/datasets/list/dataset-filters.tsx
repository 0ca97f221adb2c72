import { useDatabaseNameChoicesQuery } from '../../databases/index.ts';
import {
  FilterBar,
  FlagSelect,
  hasFilters,
  nameChoicesQuery,
  RemoteSelect,
  SearchBox,
  useGetRelatedChoicesQuery,
  type UpdateListState,
} from '../../lists/index.ts';
import { DATASET_LIST, type DatasetListState } from './list-state.ts';

const FILTER_WIDTH = 190;
const FLAG_WIDTH = 130;

const useOwnerChoices = (search: string) =>
  useGetRelatedChoicesQuery({ resource: 'dataset', column: 'owners', search });
const useDatabaseChoices = (search: string) => useDatabaseNameChoicesQuery(nameChoicesQuery('database_name', search));

/** Props of the filter bar: the current state, how to change it and how to clear every filter. */
export interface DatasetFiltersProps {
  state: DatasetListState;
  onChange: UpdateListState<DatasetListState>;
  onClear: () => void;
}

/** Superset's dataset list filters: name search, owner, database, type (physical or virtual) and certified. */
export function DatasetFilters({ state, onChange, onClear }: DatasetFiltersProps) {
  return (
    <FilterBar label="Filter datasets" filtered={hasFilters(DATASET_LIST, state)} onClear={onClear}>
      <SearchBox
        value={state.search}
        placeholder="Type a value"
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
        label="Database"
        w={FILTER_WIDTH}
        placeholder="All"
        value={state.database}
        useChoices={useDatabaseChoices}
        onChange={(database) => onChange({ database })}
      />
      <FlagSelect
        label="Type"
        w={FLAG_WIDTH}
        words={['Physical', 'Virtual']}
        value={state.physical}
        onChange={(physical) => onChange({ physical })}
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
