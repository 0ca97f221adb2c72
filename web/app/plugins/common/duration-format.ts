/**
 * Superset's duration and memory number formats (DURATION, DURATION_SUB, DURATION_COL, MEMORY_*), written after
 * the pretty-ms conventions Superset's labels show: 66000 => "1m 6s", 1.40008 => "1ms 400µs 80ns", 10500 => "0:10.5".
 */

const UNITS: readonly (readonly [number, string])[] = [
  [365 * 24 * 3_600_000, 'y'],
  [24 * 3_600_000, 'd'],
  [3_600_000, 'h'],
  [60_000, 'm'],
];

/** Whole units above seconds, then what is left in milliseconds. */
function splitLarge(ms: number): { parts: string[]; rest: number } {
  const parts: string[] = [];
  let rest = ms;
  for (const [size, suffix] of UNITS) {
    const count = Math.floor(rest / size);
    if (count > 0) parts.push(`${count}${suffix}`);
    rest -= count * size;
  }
  return { parts, rest };
}

const trimDecimals = (value: number, digits: number): string => String(Number(value.toFixed(digits)));

/** "1m 6s"; seconds keep one decimal, under a second shows milliseconds. */
export function formatDuration(ms: number): string {
  const sign = ms < 0 ? '-' : '';
  const abs = Math.abs(ms);
  if (abs < 1000) return `${sign}${Math.round(abs)}ms`;
  const { parts, rest } = splitLarge(abs);
  const seconds = Number((rest / 1000).toFixed(1));
  if (seconds > 0) parts.push(`${trimDecimals(seconds, 1)}s`);
  return `${sign}${parts.join(' ')}`;
}

/** "1ms 400µs 80ns": every unit down to nanoseconds. */
export function formatDurationSub(ms: number): string {
  const sign = ms < 0 ? '-' : '';
  const { parts, rest } = splitLarge(Math.abs(ms));
  const nanos = Math.round(rest * 1_000_000);
  const sub: [number, string][] = [
    [Math.floor(nanos / 1e9), 's'],
    [Math.floor((nanos % 1e9) / 1e6), 'ms'],
    [Math.floor((nanos % 1e6) / 1e3), 'µs'],
    [nanos % 1e3, 'ns'],
  ];
  for (const [count, suffix] of sub) if (count > 0) parts.push(`${count}${suffix}`);
  return parts.length ? `${sign}${parts.join(' ')}` : '0ms';
}

/** "0:10.5", "1:35.5", "1:00:00": colon notation with hours only when needed. */
export function formatDurationColon(ms: number): string {
  const sign = ms < 0 ? '-' : '';
  const abs = Math.abs(ms);
  const hours = Math.floor(abs / 3_600_000);
  const minutes = Math.floor((abs % 3_600_000) / 60_000);
  const seconds = trimDecimals((abs % 60_000) / 1000, 1);
  const paddedSeconds = Number(seconds) < 10 ? `0${seconds}` : seconds;
  const head = hours > 0 ? `${hours}:${String(minutes).padStart(2, '0')}` : String(minutes);
  return `${sign}${head}:${paddedSeconds}`;
}

const DECIMAL_SUFFIXES = ['B', 'kB', 'MB', 'GB', 'TB', 'PB', 'EB', 'ZB', 'YB'];
const BINARY_SUFFIXES = ['B', 'KiB', 'MiB', 'GiB', 'TiB', 'PiB', 'EiB', 'ZiB', 'YiB'];

/** Bytes with decimal (1000) or binary (1024) prefixes and two decimals at most; `/s` for transfer rates. */
export function formatMemory(value: number, binary: boolean, transfer: boolean): string {
  const suffixes = binary ? BINARY_SUFFIXES : DECIMAL_SUFFIXES;
  const base = binary ? 1024 : 1000;
  let text = '0B';
  if (value !== 0) {
    const abs = Math.abs(value);
    const exponent = Math.max(0, Math.min(suffixes.length - 1, Math.floor(Math.log(abs) / Math.log(base))));
    text = `${value < 0 ? '-' : ''}${trimDecimals(abs / base ** exponent, 2)}${suffixes[exponent]}`;
  }
  return transfer ? `${text}/s` : text;
}
