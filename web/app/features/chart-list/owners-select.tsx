import { Loader, MultiSelect } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useState } from 'react';
import { useGetRelatedUsersQuery } from './api.ts';
import type { Choice } from './list-state.ts';

/** Props of the owners picker. */
export interface OwnersSelectProps {
  value: Choice<number>[];
  onChange: (owners: Choice<number>[]) => void;
  error?: string;
}

/**
 * Superset's owners field: users searched by name through `GET /api/v1/chart/related/owners` as one types; the
 * chosen owners keep their names even when the current search leaves them out.
 */
export function OwnersSelect({ value, onChange, error }: OwnersSelectProps) {
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search, 250);
  const users = useGetRelatedUsersQuery({ column: 'owners', search: debounced });
  const known = new Map(value.map((owner) => [String(owner.value), owner.label]));
  for (const user of users.data ?? []) known.set(String(user.value), user.label);
  const data = [...known].map(([id, label]) => ({ value: id, label }));

  return (
    <MultiSelect
      label="Owners"
      description="A list of users who can alter the chart. Searchable by name or username."
      placeholder={value.length === 0 ? 'Select owners' : undefined}
      searchable
      data={data}
      value={value.map((owner) => String(owner.value))}
      searchValue={search}
      onSearchChange={setSearch}
      filter={({ options }) => options}
      nothingFoundMessage={users.isFetching ? 'Loading…' : users.isError ? 'Could not load users' : 'No users match'}
      rightSection={users.isFetching ? <Loader size={14} /> : undefined}
      error={error}
      onChange={(ids) => onChange(ids.map((id) => ({ value: Number(id), label: known.get(id) ?? id })))}
      comboboxProps={{ withinPortal: true }}
    />
  );
}
