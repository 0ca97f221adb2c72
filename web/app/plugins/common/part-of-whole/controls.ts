import { TIME_FORMAT_CHOICES, SMART_DATE } from '../time-format.ts';
import type { ControlConfig } from '../../types.ts';

/** Superset's shared "Sort by metric" (no default; pie and funnel default it on). */
export const sortByMetricControl: ControlConfig = {
  name: 'sort_by_metric',
  type: 'CheckboxControl',
  label: 'Sort by metric',
  description: 'Whether to sort results by the selected metric in descending order.',
};

/** Superset's part-of-a-whole label types, in its order. */
export const LABEL_TYPE_CHOICES = [
  ['key', 'Category Name'],
  ['value', 'Value'],
  ['percent', 'Percentage'],
  ['key_value', 'Category and Value'],
  ['key_percent', 'Category and Percentage'],
  ['key_value_percent', 'Category, Value and Percentage'],
  ['value_percent', 'Value and Percentage'],
] as const;

/** The "Date format" control of charts whose groups may be times. */
export const dateFormatControl: ControlConfig = {
  name: 'date_format',
  type: 'SelectControl',
  label: 'Date format',
  freeForm: true,
  renderTrigger: true,
  choices: TIME_FORMAT_CHOICES,
  default: SMART_DATE,
  description: 'D3 format syntax: https://github.com/d3/d3-format',
};
