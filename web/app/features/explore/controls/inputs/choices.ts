import type { ControlConfig } from '../../../../plugins/types.ts';

/** A choice as Mantine's comboboxes take it: string values, the original value kept for the way back. */
export interface ChoiceOption {
  value: string;
  label: string;
  original: string | number;
}

/** The control's `[value, label]` choices as combobox options. */
export function choiceOptions(choices: ControlConfig['choices']): ChoiceOption[] {
  return (choices ?? []).map(([value, label]) => ({ value: String(value), label, original: value }));
}

/** The choice value a combobox string stands for (numbers stay numbers); free text stays text. */
export function fromOptionValue(options: readonly ChoiceOption[], value: string): string | number {
  return options.find((option) => option.value === value)?.original ?? value;
}

/** A stored value as the combobox's string, or null for nothing chosen. */
export function toOptionValue(value: unknown): string | null {
  if (value === null || value === undefined || value === '') return null;
  return typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean' ? String(value) : null;
}

/** A stored multi value as combobox strings (a lone value counts as a one-item list). */
export function toOptionValues(value: unknown): string[] {
  const list = Array.isArray(value) ? value : [value];
  return list.map(toOptionValue).filter((item): item is string => item !== null);
}

/**
 * Options for a free-form single select: the choices, plus the current value and the text being typed when they
 * are not among them, so any value can be kept or entered.
 */
export function withFreeFormOptions(
  options: readonly ChoiceOption[],
  current: string | null,
  search: string,
): ChoiceOption[] {
  const known = new Set(options.map((option) => option.value));
  const extra = [current, search.trim()].filter((item): item is string => !!item && !known.has(item));
  return [...options, ...[...new Set(extra)].map((item) => ({ value: item, label: item, original: item }))];
}
