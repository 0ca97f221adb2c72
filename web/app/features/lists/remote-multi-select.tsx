import { Loader, MultiSelect } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useState } from 'react';
import { tippedLabelProps } from './form-parts.tsx';
import type { Choice } from './list-state.ts';
import type { UseRemoteChoices } from './remote-select.tsx';

/** Props of a many-valued field whose choices the server searches. */
export interface RemoteMultiSelectProps {
  label: string;
  description?: string;
  /** What the label's info icon says about the field (Superset's InfoTooltip). */
  tip?: string;
  required?: boolean;
  value: Choice<number>[];
  onChange: (value: Choice<number>[]) => void;
  useChoices: UseRemoteChoices;
  error?: string;
}

/**
 * Superset's owners and roles fields: choices searched by name on the server as one types (`related/owners`); the
 * chosen ones keep their names even when the current search leaves them out.
 */
export function RemoteMultiSelect({
  label,
  description,
  tip,
  required,
  value,
  onChange,
  useChoices,
  error,
}: RemoteMultiSelectProps) {
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search, 250);
  const choices = useChoices(debounced);
  const known = new Map(value.map((choice) => [String(choice.value), choice.label]));
  for (const choice of choices.data ?? []) known.set(String(choice.value), choice.label);
  return (
    <MultiSelect
      {...(tip === undefined ? { label } : tippedLabelProps(label, tip))}
      description={description}
      required={required}
      placeholder={value.length === 0 ? `Select ${label.toLowerCase()}` : undefined}
      searchable
      data={[...known].map(([id, text]) => ({ value: id, label: text }))}
      value={value.map((choice) => String(choice.value))}
      searchValue={search}
      onSearchChange={setSearch}
      filter={({ options }) => options}
      error={error}
      nothingFoundMessage={
        choices.isFetching ? 'Loading…' : choices.isError ? 'Could not load the choices' : 'No matches'
      }
      rightSection={choices.isFetching ? <Loader size={14} /> : undefined}
      onChange={(ids) => onChange(ids.map((id) => ({ value: Number(id), label: known.get(id) ?? id })))}
      comboboxProps={{ withinPortal: true }}
    />
  );
}
