import { Group, Select, TextInput } from '@mantine/core';
import { useDebouncedCallback } from '@mantine/hooks';
import { IconSearch } from '@tabler/icons-react';
import { useState } from 'react';
import { chartRegistrations } from '../../plugins/registry.ts';
import { useGetDatasetChoicesQuery, useGetOwnerChoicesQuery } from './api.ts';
import type { ChartListState } from './list-state.ts';

const VIZ_TYPE_CHOICES = chartRegistrations
  .map((registration) => ({ value: registration.vizType, label: registration.metadata.name }))
  .sort((a, b) => a.label.localeCompare(b.label));

const YES_NO = [
  { value: 'yes', label: 'Yes' },
  { value: 'no', label: 'No' },
];

/** Props of the filter bar: the current state and how to change it. */
export interface ChartFiltersProps {
  state: ChartListState;
  onChange: (change: Partial<ChartListState>) => void;
}

const optionalNumber = (value: string | null) => (value === null ? undefined : Number(value));

/** Superset's chart list filters: search, chart type, dataset, owner, favourite and certified. */
export function ChartFilters({ state, onChange }: ChartFiltersProps) {
  const [search, setSearch] = useState(state.search);
  const commitSearch = useDebouncedCallback((text: string) => onChange({ search: text }), 300);
  const owners = useGetOwnerChoicesQuery();
  const datasets = useGetDatasetChoicesQuery();

  return (
    <Group gap="sm" align="flex-end" wrap="wrap">
      <TextInput
        label="Search"
        placeholder="Type a value"
        leftSection={<IconSearch size={16} aria-hidden />}
        value={search}
        onChange={(event) => {
          setSearch(event.currentTarget.value);
          commitSearch(event.currentTarget.value);
        }}
      />
      <Select label="Type" placeholder="Select or type a value" searchable clearable data={VIZ_TYPE_CHOICES}
        value={state.vizType ?? null} onChange={(value) => onChange({ vizType: value ?? undefined })} />
      <Select label="Dataset" placeholder="Select or type a value" searchable clearable
        data={(datasets.data ?? []).map((dataset) => ({ value: String(dataset.id), label: dataset.tableName }))}
        value={state.datasetId === undefined ? null : String(state.datasetId)}
        onChange={(value) => onChange({ datasetId: optionalNumber(value) })} />
      <Select label="Owner" placeholder="Select or type a value" searchable clearable
        data={(owners.data ?? []).map((owner) => ({ value: String(owner.value), label: owner.text }))}
        value={state.ownerId === undefined ? null : String(state.ownerId)}
        onChange={(value) => onChange({ ownerId: optionalNumber(value) })} />
      <Select label="Favorite" placeholder="Select" clearable data={YES_NO} value={state.favorite ?? null}
        onChange={(value) => onChange({ favorite: value === 'yes' || value === 'no' ? value : undefined })} />
      <Select label="Certified" placeholder="Select" clearable data={YES_NO} value={state.certified ?? null}
        onChange={(value) => onChange({ certified: value === 'yes' || value === 'no' ? value : undefined })} />
    </Group>
  );
}
