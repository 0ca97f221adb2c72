import { ColorInput } from '@mantine/core';
import type { ControlProps } from '../types.ts';

/** Superset's colour value: channels 0-255 and alpha 0-1. */
export interface RgbaColor {
  r: number;
  g: number;
  b: number;
  a: number;
}

const RGBA = /^rgba?\(\s*(\d+)\s*,\s*(\d+)\s*,\s*(\d+)\s*(?:,\s*([\d.]+)\s*)?\)$/i;

/** Reads `rgba(1, 2, 3, 0.5)` (what the colour input writes) as Superset's `{ r, g, b, a }`. */
export function parseRgba(text: string): RgbaColor | undefined {
  const match = RGBA.exec(text.trim());
  if (!match) return undefined;
  return {
    r: Number(match[1]),
    g: Number(match[2]),
    b: Number(match[3]),
    a: match[4] === undefined ? 1 : Number(match[4]),
  };
}

/** A stored colour as the colour input's `rgba(...)` text; anything else shows empty. */
export function formatRgba(value: unknown): string {
  if (typeof value !== 'object' || value === null) return '';
  const { r, g, b, a } = value as Partial<RgbaColor>;
  if (![r, g, b].every((channel) => typeof channel === 'number')) return '';
  return `rgba(${r}, ${g}, ${b}, ${typeof a === 'number' ? a : 1})`;
}

/** Superset's ColorPickerControl: one colour with transparency. */
export function ColorPickerControl({ config, value, onChange }: ControlProps) {
  return (
    <ColorInput
      aria-label={config.label}
      format="rgba"
      value={formatRgba(value)}
      onChange={(text) => {
        const color = parseRgba(text);
        if (color) onChange(color);
      }}
    />
  );
}
