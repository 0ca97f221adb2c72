import { Group, Select } from '@mantine/core';
import type { SymbolPosition } from './member-drafts.ts';

/** The currencies offered first; every other ISO 4217 code the browser knows follows, as Superset offers them all. */
const COMMON_CODES = ['USD', 'EUR', 'GBP', 'JPY', 'CNY', 'INR', 'CAD', 'AUD', 'CHF', 'BRL'];
const ALL_CODES = [
  ...COMMON_CODES,
  ...Intl.supportedValuesOf('currency').filter((code) => !COMMON_CODES.includes(code)),
];

/** The symbol Intl writes for a currency code (`USD` -> `$`), or the code itself when Intl does not know it. */
export function symbolOf(code: string): string {
  try {
    return (
      new Intl.NumberFormat('en-US', { style: 'currency', currency: code })
        .formatToParts(1)
        .find((part) => part.type === 'currency')?.value ?? code
    );
  } catch {
    return code;
  }
}

const optionOf = (code: string) => ({
  value: code,
  label: symbolOf(code) === code ? code : `${symbolOf(code)} (${code})`,
});

let allOptions: { value: string; label: string }[] | undefined;
/** Every code's option, built once: a few hundred number formats are not worth building on each render. */
const currencyOptions = () => (allOptions ??= ALL_CODES.map(optionOf));

/** Props of {@link CurrencyField}. */
export interface CurrencyFieldProps {
  symbol: string;
  position: SymbolPosition;
  onChange: (change: { currencySymbol: string; currencyPosition: SymbolPosition }) => void;
}

/** Superset's metric currency control: the currency and whether its symbol goes before or after the number. */
export function CurrencyField({ symbol, position, onChange }: CurrencyFieldProps) {
  const options =
    ALL_CODES.includes(symbol) || symbol === '' ? currencyOptions() : [optionOf(symbol), ...currencyOptions()];
  return (
    <Group gap="xs" grow align="flex-start">
      <Select
        size="xs"
        label="Metric currency"
        placeholder="Currency"
        clearable
        searchable
        data={options}
        value={symbol || null}
        onChange={(value) => onChange({ currencySymbol: value ?? '', currencyPosition: position })}
        comboboxProps={{ withinPortal: true }}
      />
      <Select
        size="xs"
        label="Symbol position"
        aria-label="Currency symbol position"
        allowDeselect={false}
        disabled={symbol === ''}
        data={[
          { value: 'prefix', label: 'Prefix' },
          { value: 'suffix', label: 'Suffix' },
        ]}
        value={position}
        onChange={(value) =>
          onChange({ currencySymbol: symbol, currencyPosition: value === 'suffix' ? 'suffix' : 'prefix' })
        }
        comboboxProps={{ withinPortal: true }}
      />
    </Group>
  );
}
