import { MultiSelect, Select, TagsInput } from '@mantine/core';
import { useState } from 'react';
import type { ControlProps } from '../types.ts';
import {
  choiceOptions,
  fromOptionValue,
  toOptionValue,
  toOptionValues,
  withFreeFormOptions,
  type ChoiceOption,
} from './choices.ts';

/**
 * Superset's SelectControl: one of fixed `choices`, many with `multi`, any text too with `freeForm`. Numeric choices
 * come back as numbers; clearing a single select writes null, a multi select an empty list.
 */
export function SelectControl({ config, value, onChange }: ControlProps) {
  const options = choiceOptions(config.choices);
  const common = { 'aria-label': config.label, placeholder: config.placeholder, searchable: true };
  if (config.multi && config.freeForm) {
    return (
      <TagsInput
        {...common}
        data={options}
        value={toOptionValues(value)}
        onChange={(values) => onChange(values.map((item) => fromOptionValue(options, item)))}
      />
    );
  }
  if (config.multi) {
    return (
      <MultiSelect
        {...common}
        data={options}
        clearable={config.clearable ?? true}
        value={toOptionValues(value)}
        onChange={(values) => onChange(values.map((item) => fromOptionValue(options, item)))}
      />
    );
  }
  return <SingleSelect config={config} options={options} value={value} onChange={onChange} />;
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
