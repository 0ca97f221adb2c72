import { Button, Group, Select, TextInput } from '@mantine/core';
import { useDebouncedCallback } from '@mantine/hooks';
import { IconFilterOff, IconSearch } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { chartRegistrations } from '../../plugins/registry.ts';
import { useGetDashboardChoicesQuery, useGetDatasetChoicesQuery, useGetRelatedUsersQuery } from './api.ts';
import { clearButtonFor } from './clear-button.ts';
import { hasFilters, type ChartListState } from './list-state.ts';
import { RemoteSelect } from './remote-select.tsx';
import type { UpdateListState } from './use-list-url-state.ts';

const VIZ_TYPE_CHOICES = chartRegistrations
  .map((registration) => ({ value: registration.vizType, label: registration.metadata.name }))
  .sort((a, b) => a.label.localeCompare(b.label));

const YES_NO = [
  { value: 'true', label: 'Yes' },
  { value: 'false', label: 'No' },
];

const FILTER_WIDTH = 160;
const FLAG_WIDTH = 110;

const flagValue = (flag: boolean | undefined) => (flag === undefined ? null : String(flag));
const flagOf = (value: string | null) => (value === null ? undefined : value === 'true');

const useDatasetChoices = (search: string) => useGetDatasetChoicesQuery(search);
const useDashboardChoices = (search: string) => useGetDashboardChoicesQuery(search);
const useOwnerChoices = (search: string) => useGetRelatedUsersQuery({ column: 'owners', search });
const useModifierChoices = (search: string) => useGetRelatedUsersQuery({ column: 'changed_by', search });

/** Props of the filter bar: the current state, how to change it and how to clear every filter. */
export interface ChartFiltersProps {
  state: ChartListState;
  onChange: UpdateListState;
  onClear: () => void;
}

/** Superset's chart list filters: search, type, dataset, dashboard, owner, favourite, certified and modified by. */
export function ChartFilters({ state, onChange, onClear }: ChartFiltersProps) {
  const vizTypes = state.vizType && !VIZ_TYPE_CHOICES.some((choice) => choice.value === state.vizType?.value)
    ? [...VIZ_TYPE_CHOICES, state.vizType]
    : VIZ_TYPE_CHOICES;
  return (
    <Group gap="sm" align="flex-end" wrap="wrap" role="search" aria-label="Filter charts">
      <SearchBox value={state.search} onCommit={(search, mode) => onChange({ search }, mode)} />
      <Select label="Type" placeholder="All" searchable clearable clearButtonProps={clearButtonFor('Type')} w={FILTER_WIDTH} data={vizTypes}
        value={state.vizType?.value ?? null}
        onChange={(value, option) => onChange({ vizType: value === null ? undefined : { value, label: option?.label ?? value } })} />
      <RemoteSelect label="Dataset" w={FILTER_WIDTH} placeholder="All" value={state.dataset} useChoices={useDatasetChoices}
        onChange={(dataset) => onChange({ dataset })} />
      <RemoteSelect label="Dashboard" w={FILTER_WIDTH} placeholder="All" value={state.dashboard} useChoices={useDashboardChoices}
        onChange={(dashboard) => onChange({ dashboard })} />
      <RemoteSelect label="Owner" w={FILTER_WIDTH} placeholder="All" value={state.owner} useChoices={useOwnerChoices}
        onChange={(owner) => onChange({ owner })} />
      <Select label="Favorite" placeholder="Any" clearable clearButtonProps={clearButtonFor('Favorite')} w={FLAG_WIDTH} data={YES_NO} value={flagValue(state.favorite)}
        onChange={(value) => onChange({ favorite: flagOf(value) })} />
      <Select label="Certified" placeholder="Any" clearable clearButtonProps={clearButtonFor('Certified')} w={FLAG_WIDTH} data={YES_NO} value={flagValue(state.certified)}
        onChange={(value) => onChange({ certified: flagOf(value) })} />
      <RemoteSelect label="Modified by" w={FILTER_WIDTH} placeholder="All" value={state.modifiedBy} useChoices={useModifierChoices}
        onChange={(modifiedBy) => onChange({ modifiedBy })} />
      {hasFilters(state) && (
        <Button variant="subtle" leftSection={<IconFilterOff size={16} aria-hidden />} onClick={onClear}>
          Clear all
        </Button>
      )}
    </Group>
  );
}

/**
 * The search box: it searches a moment after typing stops (or at once on Enter) and follows the URL when the back
 * button or "Clear all" changes the search.
 */
function SearchBox({ value, onCommit }: { value: string; onCommit: (search: string, mode: 'push' | 'replace') => void }) {
  const [text, setText] = useState(value);
  // Starting a search is a history entry of its own; refining it while typing replaces that entry.
  const commitLater = useDebouncedCallback((typed: string) => onCommit(typed, value.trim() === '' ? 'push' : 'replace'), 400);
  useEffect(() => setText(value), [value]);
  return (
    <TextInput
      label="Search"
      placeholder="Name, type, dataset…"
      w={220}
      leftSection={<IconSearch size={16} aria-hidden />}
      value={text}
      onChange={(event) => {
        setText(event.currentTarget.value);
        commitLater(event.currentTarget.value);
      }}
      onKeyDown={(event) => {
        if (event.key !== 'Enter') return;
        commitLater.cancel();
        onCommit(text, 'push');
      }}
    />
  );
}
