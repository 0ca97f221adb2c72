import { Loader, Select } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useState } from 'react';
import type { RemoteChoice } from './api.ts';
import { clearButtonFor } from './clear-button.ts';
import type { Choice } from './list-state.ts';

/** What a remote select asks its data hook: the options matching `search`, whether they are loading or failed. */
export type UseRemoteChoices = (search: string) => { data?: RemoteChoice[]; isFetching: boolean; isError: boolean };

/** Props of a select whose options the server searches (Superset's `fetchSelects` filters). */
export interface RemoteSelectProps {
  label: string;
  value: Choice<number> | undefined;
  onChange: (choice: Choice<number> | undefined) => void;
  useChoices: UseRemoteChoices;
  placeholder?: string;
  w?: number | string;
  /** A form's problem with the field (a required choice left out). */
  error?: string;
  required?: boolean;
}

/**
 * A searchable select over a server search: typing asks the server (debounced), the picked value stays shown with
 * the label it was picked with even when it is not among the loaded options (a link opened with a filter set).
 */
export function RemoteSelect({
  label,
  value,
  onChange,
  useChoices,
  placeholder = 'Select or type a value',
  w,
  error,
  required,
}: RemoteSelectProps) {
  const [search, setSearch] = useState('');
  // Once a value is picked the box shows its label; that text is no search, so all options stay on offer.
  const typed = value !== undefined && search === value.label ? '' : search;
  const [debounced] = useDebouncedValue(typed, 250);
  const choices = useChoices(debounced);
  const options = (choices.data ?? []).map((choice) => ({ value: String(choice.value), label: choice.label }));
  if (value !== undefined && !options.some((option) => option.value === String(value.value))) {
    options.unshift({ value: String(value.value), label: value.label });
  }
  return (
    <Select
      label={label}
      placeholder={placeholder}
      w={w}
      error={error}
      required={required}
      searchable
      clearable
      clearButtonProps={clearButtonFor(label)}
      data={options}
      value={value === undefined ? null : String(value.value)}
      searchValue={search}
      onSearchChange={setSearch}
      filter={({ options: all }) => all}
      rightSection={choices.isFetching ? <Loader size={14} /> : undefined}
      nothingFoundMessage={
        choices.isFetching ? 'Loading…' : choices.isError ? 'Could not load the options' : 'No matches'
      }
      onChange={(picked, option) =>
        onChange(picked === null ? undefined : { value: Number(picked), label: option?.label ?? picked })
      }
      comboboxProps={{ width: 280, position: 'bottom-start' }}
    />
  );
}
