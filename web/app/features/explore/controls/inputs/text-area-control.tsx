import { Textarea } from '@mantine/core';
import type { ControlProps } from '../types.ts';
import { asText } from './text-controls.tsx';

/** Superset's TextAreaControl: several lines of text (markdown, SQL, JavaScript-free templates); Customize shows it, so it loads on demand. */
export function TextAreaControl({ config, value, onChange }: ControlProps) {
  return (
    <Textarea
      aria-label={config.label}
      placeholder={config.placeholder}
      resize="vertical"
      rows={4}
      value={asText(value)}
      onChange={(event) => onChange(event.currentTarget.value)}
    />
  );
}
