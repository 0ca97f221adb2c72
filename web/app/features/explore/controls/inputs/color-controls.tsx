import { Group, Select } from '@mantine/core';
import type { ControlProps } from '../types.ts';
import { choiceOptions, fromOptionValue } from './choices.ts';
import { SingleSelect } from './select-control.tsx';

const COMMON_CURRENCIES = [
  'USD',
  'EUR',
  'GBP',
  'JPY',
  'CNY',
  'INR',
  'CAD',
  'AUD',
  'CHF',
  'BRL',
  'MXN',
  'KRW',
  'SEK',
  'NOK',
];
const POSITIONS = [
  { value: 'prefix', label: 'Prefix' },
  { value: 'suffix', label: 'Suffix' },
];

/** Superset's CurrencyControl: an ISO 4217 code and whether its symbol goes before or after the number. */
export function CurrencyControl({ config, value, onChange }: ControlProps) {
  const current = (typeof value === 'object' && value !== null ? value : {}) as {
    symbol?: unknown;
    symbolPosition?: unknown;
  };
  const codes = config.choices ?? COMMON_CURRENCIES.map((code) => [code, code] as const);
  const options = choiceOptions(codes);
  const position = current.symbolPosition === 'suffix' ? 'suffix' : 'prefix';
  return (
    <Group grow gap="xs">
      <SingleSelect
        config={{
          ...config,
          freeForm: true,
          clearable: true,
          label: `${config.label} symbol`,
          placeholder: 'Currency',
        }}
        options={options}
        value={current.symbol}
        onChange={(symbol) =>
          onChange(
            symbol === null ? null : { symbol: fromOptionValue(options, String(symbol)), symbolPosition: position },
          )
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
