import { Select } from '@mantine/core';
import {
  clearButtonFor,
  FilterBar,
  hasFilters,
  RemoteSelect,
  SearchBox,
  type UpdateListState,
} from '../../lists/index.ts';
import { useGetReportRelatedQuery } from '../api.ts';
import { ALERT_LIST, STATUS_CHOICES, type AlertListState } from './alert-list-state.ts';

const FILTER_WIDTH = 200;

const useOwnerChoices = (search: string) => useGetReportRelatedQuery({ column: 'owners', search });
const useCreatorChoices = (search: string) => useGetReportRelatedQuery({ column: 'created_by', search });

/** Props of the filter bar: the current state, how to change it and how to clear every filter. */
export interface AlertFiltersProps {
  state: AlertListState;
  onChange: UpdateListState<AlertListState>;
  onClear: () => void;
}

/** Superset's AlertList filters: owner, created by, status of the last run, and a search over names. */
export function AlertFilters({ state, onChange, onClear }: AlertFiltersProps) {
  return (
    <FilterBar label="Filter alerts and reports" filtered={hasFilters(ALERT_LIST, state)} onClear={onClear}>
      <RemoteSelect
        label="Owner"
        w={FILTER_WIDTH}
        placeholder="All"
        value={state.owners}
        useChoices={useOwnerChoices}
        onChange={(owners) => onChange({ owners })}
      />
      <RemoteSelect
        label="Created by"
        w={FILTER_WIDTH}
        placeholder="All"
        value={state.createdBy}
        useChoices={useCreatorChoices}
        onChange={(createdBy) => onChange({ createdBy })}
      />
      <Select
        label="Status"
        w={FILTER_WIDTH}
        placeholder="Any"
        clearable
        clearButtonProps={clearButtonFor('Status')}
        data={STATUS_CHOICES}
        value={state.status?.value ?? null}
        onChange={(status) => onChange({ status: status === null ? undefined : { value: status, label: status } })}
      />
      <SearchBox
        value={state.search}
        placeholder="Name"
        w={240}
        onCommit={(search, mode) => onChange({ search }, mode)}
      />
    </FilterBar>
  );
}
