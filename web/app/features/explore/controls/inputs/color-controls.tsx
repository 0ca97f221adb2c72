import { ColorInput, Group, Select } from '@mantine/core';
import type { ControlProps } from '../types.ts';
import { choiceOptions, fromOptionValue } from './choices.ts';
import { SingleSelect } from './select-control.tsx';

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
  return { r: Number(match[1]), g: Number(match[2]), b: Number(match[3]), a: match[4] === undefined ? 1 : Number(match[4]) };
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

const COMMON_CURRENCIES = ['USD', 'EUR', 'GBP', 'JPY', 'CNY', 'INR', 'CAD', 'AUD', 'CHF', 'BRL', 'MXN', 'KRW', 'SEK', 'NOK'];
const POSITIONS = [
  { value: 'prefix', label: 'Prefix' },
  { value: 'suffix', label: 'Suffix' },
];

/** Superset's CurrencyControl: an ISO 4217 code and whether its symbol goes before or after the number. */
export function CurrencyControl({ config, value, onChange }: ControlProps) {
  const current = (typeof value === 'object' && value !== null ? value : {}) as { symbol?: unknown; symbolPosition?: unknown };
  const codes = config.choices ?? COMMON_CURRENCIES.map((code) => [code, code] as const);
  const options = choiceOptions(codes);
  const position = current.symbolPosition === 'suffix' ? 'suffix' : 'prefix';
  return (
    <Group grow gap="xs">
      <SingleSelect
        config={{ ...config, freeForm: true, clearable: true, label: `${config.label} symbol`, placeholder: 'Currency' }}
        options={options}
        value={current.symbol}
        onChange={(symbol) =>
          onChange(symbol === null ? null : { symbol: fromOptionValue(options, String(symbol)), symbolPosition: position })
        }
      />
      <Select
        aria-label={`${config.label} position`}
        data={POSITIONS}
        value={position}
        allowDeselect={false}
        onChange={(next) => onChange({ symbol: current.symbol ?? null, symbolPosition: next ?? 'prefix' })}
      />
    </Group>
  );
}
