import { Checkbox, Group, TextInput } from '@mantine/core';
import { InfoTip } from '../control-frame.tsx';
import type { ControlProps } from '../types.ts';

/** The text a stored value shows in an input. */
export function asText(value: unknown): string {
  return value === null || value === undefined ? '' : String(value);
}

/**
 * What Superset's TextControl stores for typed text: a number when the control is `isInt`/`isFloat` and the text
 * reads as one (a trailing dot stays text while typing), else the text itself for the validators to flag.
 */
export function parseTextValue(text: string, isInt: boolean, isFloat: boolean): string | number {
  const trimmed = text.trim();
  if (trimmed === '' || (!isInt && !isFloat) || trimmed.endsWith('.')) return text;
  const number = Number(trimmed);
  if (isInt) return Number.isInteger(number) ? number : text;
  return Number.isFinite(number) ? number : text;
}

/** Superset's TextControl: free text, or a number with `isInt`/`isFloat`. */
export function TextControl({ config, value, onChange }: ControlProps) {
  return (
    <TextInput
      aria-label={config.label}
      placeholder={config.placeholder}
      value={asText(value)}
      onChange={(event) => onChange(parseTextValue(event.currentTarget.value, !!config.isInt, !!config.isFloat))}
    />
  );
}

/** Superset's CheckboxControl: the label sits beside the box, its description's info icon after the label. */
export function CheckboxControl({ config, value, onChange }: ControlProps) {
  const label = config.description ? (
    <Group gap={4} wrap="nowrap" component="span">
      {config.label}
      <InfoTip description={config.description} />
    </Group>
  ) : (
    config.label
  );
  return (
    <Checkbox
      label={label}
      aria-label={config.label}
      checked={value === true}
      onChange={(event) => onChange(event.currentTarget.checked)}
    />
  );
}
