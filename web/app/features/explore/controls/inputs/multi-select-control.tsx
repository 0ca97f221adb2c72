import { MultiSelect, TagsInput } from '@mantine/core';
import type { ControlProps } from '../types.ts';
import { choiceOptions, fromOptionValue, toOptionValues } from './choices.ts';

/**
 * Superset's SelectControl with `multi`: many of fixed `choices`, or any typed text too with `freeForm`. Numeric
 * choices come back as numbers; clearing writes an empty list. Few panels show one before Customize or Advanced
 * Analytics is opened, so it loads with the on-demand parts.
 */
export function MultiSelectControl({ config, value, onChange }: ControlProps) {
  const options = choiceOptions(config.choices);
  const common = {
    'aria-label': config.label,
    placeholder: config.placeholder,
    searchable: true,
    data: options,
    value: toOptionValues(value),
  };
  const write = (values: string[]): void => onChange(values.map((item) => fromOptionValue(options, item)));
  return config.freeForm ? (
    <TagsInput {...common} onChange={write} />
  ) : (
    <MultiSelect {...common} clearable={config.clearable ?? true} onChange={write} />
  );
}
