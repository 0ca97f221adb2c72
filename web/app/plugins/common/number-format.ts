import { format as d3Format } from 'd3-format';
import { formatDuration, formatDurationColon, formatDurationSub, formatMemory } from './duration-format.ts';

/** A dataset column's or metric's currency: an ISO 4217 code (`USD`) or a symbol, before or after the number. */
export interface Currency {
  symbol: string;
  symbolPosition: 'prefix' | 'suffix';
}

/** A number formatter as charts use it: never throws, null and NaN are written as Superset writes them. */
export type NumberFormatter = (value: number | null | undefined) => string;

/** Superset's default number format. */
export const SMART_NUMBER = 'SMART_NUMBER';

/** Superset's `D3_FORMAT_OPTIONS`: the choices of every number format control, in its order. */
export const NUMBER_FORMAT_CHOICES: readonly (readonly [string, string])[] = [
  [SMART_NUMBER, 'Adaptive formatting'],
  ['~g', 'Original value'],
  [',d', ',d (12345.432 => 12,345)'],
  ['.1s', '.1s (12345.432 => 10k)'],
  ['.3s', '.3s (12345.432 => 12.3k)'],
  [',.1%', ',.1% (12345.432 => 1,234,543.2%)'],
  ['.2%', '.2% (12345.432 => 1234543.20%)'],
  ['.3%', '.3% (12345.432 => 1234543.200%)'],
  ['.4r', '.4r (12345.432 => 12350)'],
  [',.3f', ',.3f (12345.432 => 12,345.432)'],
  ['+,', '+, (12345.432 => +12,345.432)'],
  ['$,.2f', '$,.2f (12345.432 => $12,345.43)'],
  ['DURATION', 'Duration in ms (66000 => 1m 6s)'],
  ['DURATION_SUB', 'Duration in ms (1.40008 => 1ms 400µs 80ns)'],
  ['DURATION_COL', 'Duration in ms (10500 => 0:10.5)'],
  ['MEMORY_DECIMAL', 'Memory in bytes - decimal (1024B => 1.024kB)'],
  ['MEMORY_BINARY', 'Memory in bytes - binary (1024B => 1KiB)'],
  ['MEMORY_TRANSFER_RATE_DECIMAL', 'Memory transfer rate in bytes - decimal (1024B => 1.024kB/s)'],
  ['MEMORY_TRANSFER_RATE_BINARY', 'Memory transfer rate in bytes - binary (1024B => 1KiB/s)'],
];

const si = d3Format('.3~s');
const twoDecimals = d3Format('.2~f');
const fourDecimals = d3Format('.4~f');

/** Superset's adaptive format: SI above a thousand (B for billions), fixed decimals below, µ for the tiny. */
function smartNumber(value: number): string {
  if (value === 0) return '0';
  const abs = Math.abs(value);
  if (abs >= 1000) return si(value).replace('G', 'B');
  if (abs >= 1) return twoDecimals(value);
  if (abs >= 0.001) return fourDecimals(value);
  if (abs > 0.000001) return `${si(value * 1_000_000)}µ`;
  return si(value);
}

type FormatFunction = (value: number) => string;

const NAMED_FORMATS: Readonly<Record<string, FormatFunction>> = {
  SMART_NUMBER: smartNumber,
  SMART_NUMBER_SIGNED: (value) => `${value > 0 ? '+' : ''}${smartNumber(value)}`,
  DURATION: formatDuration,
  DURATION_SUB: formatDurationSub,
  DURATION_COL: formatDurationColon,
  MEMORY_DECIMAL: (value) => formatMemory(value, false, false),
  MEMORY_BINARY: (value) => formatMemory(value, true, false),
  MEMORY_TRANSFER_RATE_DECIMAL: (value) => formatMemory(value, false, true),
  MEMORY_TRANSFER_RATE_BINARY: (value) => formatMemory(value, true, true),
};

/** A d3 format, or Superset's "(Invalid format: ...)" text for a format d3 refuses. */
function d3OrInvalid(format: string): FormatFunction {
  try {
    return d3Format(format);
  } catch {
    return (value) => `${value} (Invalid format: ${format})`;
  }
}

/** The symbol of an ISO currency code (`USD` -> `$`); anything Intl does not know is used as written. */
export function currencySymbol(code: string): string {
  try {
    const parts = new Intl.NumberFormat('en-US', { style: 'currency', currency: code }).formatToParts(1);
    return parts.find((part) => part.type === 'currency')?.value ?? code;
  } catch {
    return code;
  }
}

function withCurrency(base: FormatFunction, currency: Currency): FormatFunction {
  const symbol = currencySymbol(currency.symbol);
  // A d3 `$` in the format would print a second dollar sign next to the currency's own symbol.
  const strip = (text: string) => text.replace(/\$/g, '').trim();
  return currency.symbolPosition === 'suffix'
    ? (value) => `${strip(base(value))} ${symbol}`
    : (value) => `${symbol} ${strip(base(value))}`;
}

const cache = new Map<string, FormatFunction>();

function formatFunction(format: string): FormatFunction {
  let fn = cache.get(format);
  if (!fn) {
    fn = Object.hasOwn(NAMED_FORMATS, format) ? NAMED_FORMATS[format]! : d3OrInvalid(format);
    cache.set(format, fn);
  }
  return fn;
}

/**
 * Superset's `getNumberFormatter`: a named format (SMART_NUMBER by default, DURATION*, MEMORY*) or a d3-format
 * string. null, undefined and NaN come out as Superset writes them (`null`, `undefined`, `NaN`), infinities as
 * `∞`/`-∞`; a format d3 refuses gives "<value> (Invalid format: <format>)" rather than throwing.
 */
export function getNumberFormatter(format?: string | null, currency?: Currency | null): NumberFormatter {
  const base = formatFunction(format?.trim() ? format : SMART_NUMBER);
  const fn = currency?.symbol ? withCurrency(base, currency) : base;
  return (value) => {
    if (value === null || value === undefined || Number.isNaN(value)) return `${value}`;
    if (typeof value !== 'number') return String(value);
    if (value === Number.POSITIVE_INFINITY) return '∞';
    if (value === Number.NEGATIVE_INFINITY) return '-∞';
    return fn(value);
  };
}
