import { Select } from '@mantine/core';
import { useState } from 'react';
import type { ControlProps } from '../types.ts';
import { MultiSelectControl } from '../lazy-parts.tsx';
import { choiceOptions, fromOptionValue, toOptionValue, withFreeFormOptions, type ChoiceOption } from './choices.ts';

/**
 * Superset's SelectControl: one of fixed `choices`, many with `multi` (its own chunk), any text too with `freeForm`.
 * Numeric choices come back as numbers; clearing a single select writes null.
 */
export function SelectControl(props: ControlProps) {
  const { config, value, onChange } = props;
  if (config.multi) return <MultiSelectControl {...props} />;
  return <SingleSelect config={config} options={choiceOptions(config.choices)} value={value} onChange={onChange} />;
}

interface SingleSelectProps extends Pick<ControlProps, 'config' | 'value' | 'onChange'> {
  options: ChoiceOption[];
}

/** A single select; with `freeForm` the typed text is offered as an option of its own. */
export function SingleSelect({ config, options, value, onChange }: SingleSelectProps) {
  const [search, setSearch] = useState('');
  const current = toOptionValue(value);
  const data = config.freeForm ? withFreeFormOptions(options, current, search) : options;
  return (
    <Select
      aria-label={config.label}
      placeholder={config.placeholder}
      searchable
      data={data}
      value={current}
      clearable={config.clearable ?? false}
      allowDeselect={false}
      searchValue={search}
      onSearchChange={setSearch}
      nothingFoundMessage="No results"
      onChange={(next) => onChange(next === null ? null : fromOptionValue(data, next))}
    />
  );
}
