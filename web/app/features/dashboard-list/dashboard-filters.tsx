import { Button, Group, Select, TextInput } from '@mantine/core';
import { useDebouncedCallback } from '@mantine/hooks';
import { IconFilterOff, IconSearch } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { clearButtonFor, RemoteSelect } from '../chart-list/index.ts';
import { useGetDashboardRelatedQuery } from './api.ts';
import { hasFilters, type DashboardListState } from './list-state.ts';
import type { UpdateListState } from './use-list-url-state.ts';

const YES_NO = [
  { value: 'true', label: 'Yes' },
  { value: 'false', label: 'No' },
];
const STATUSES = [
  { value: 'true', label: 'Published' },
  { value: 'false', label: 'Draft' },
];

const FILTER_WIDTH = 180;
const FLAG_WIDTH = 120;

const flagValue = (flag: boolean | undefined) => (flag === undefined ? null : String(flag));
const flagOf = (value: string | null) => (value === null ? undefined : value === 'true');

const useOwnerChoices = (search: string) => useGetDashboardRelatedQuery({ column: 'owners', search });
const useCreatorChoices = (search: string) => useGetDashboardRelatedQuery({ column: 'created_by', search });

/** Props of the filter bar: the current state, how to change it and how to clear every filter. */
export interface DashboardFiltersProps {
  state: DashboardListState;
  onChange: UpdateListState;
  onClear: () => void;
}

/** Superset's dashboard list filters: search, owner, created by, status, favourite and certified. */
export function DashboardFilters({ state, onChange, onClear }: DashboardFiltersProps) {
  return (
    <Group gap="sm" align="flex-end" wrap="wrap" role="search" aria-label="Filter dashboards">
      <SearchBox value={state.search} onCommit={(search, mode) => onChange({ search }, mode)} />
      <RemoteSelect label="Owner" w={FILTER_WIDTH} placeholder="All" value={state.owner} useChoices={useOwnerChoices}
        onChange={(owner) => onChange({ owner })} />
      <RemoteSelect label="Created by" w={FILTER_WIDTH} placeholder="All" value={state.createdBy} useChoices={useCreatorChoices}
        onChange={(createdBy) => onChange({ createdBy })} />
      <Select label="Status" placeholder="Any" clearable clearButtonProps={clearButtonFor('Status')} w={FLAG_WIDTH} data={STATUSES}
        value={flagValue(state.published)} onChange={(value) => onChange({ published: flagOf(value) })} />
      <Select label="Favorite" placeholder="Any" clearable clearButtonProps={clearButtonFor('Favorite')} w={FLAG_WIDTH} data={YES_NO}
        value={flagValue(state.favorite)} onChange={(value) => onChange({ favorite: flagOf(value) })} />
      <Select label="Certified" placeholder="Any" clearable clearButtonProps={clearButtonFor('Certified')} w={FLAG_WIDTH} data={YES_NO}
        value={flagValue(state.certified)} onChange={(value) => onChange({ certified: flagOf(value) })} />
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
    <TextInput label="Search" placeholder="Title or slug" w={240} leftSection={<IconSearch size={16} aria-hidden />} value={text}
      onChange={(event) => {
        setText(event.currentTarget.value);
        commitLater(event.currentTarget.value);
      }}
      onKeyDown={(event) => {
        if (event.key !== 'Enter') return;
        commitLater.cancel();
        onCommit(text, 'push');
      }} />
  );
}
