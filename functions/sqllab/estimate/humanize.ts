/** Human-readable estimate values, as SQL Lab's cost estimate shows them. */

const COUNT_UNITS = ['', 'K', 'M', 'B', 'T'];
const BYTE_UNITS = ['B', 'KB', 'MB', 'GB', 'TB', 'PB'];

/** `1.2 M rows`; exact below a thousand (`950 rows`, `1 row`). */
export function humanRows(rows: number): string {
  if (rows < 1000) return `${rows} ${rows === 1 ? 'row' : 'rows'}`;
  const unit = Math.min(Math.floor(Math.log10(rows) / 3), COUNT_UNITS.length - 1);
  return `${(rows / 1000 ** unit).toFixed(1)} ${COUNT_UNITS[unit]} rows`;
}

/** `12.3 MB` in powers of 1024, as AWS bills data; exact bytes below a kilobyte. */
export function humanBytes(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  const unit = Math.min(Math.floor(Math.log2(bytes) / 10), BYTE_UNITS.length - 1);
  return `${(bytes / 1024 ** unit).toFixed(1)} ${BYTE_UNITS[unit]}`;
}

/** `$1.25`, or two significant digits for fractions of a cent (`$0.000048`). */
export function humanDollars(amount: number): string {
  if (amount === 0) return '$0';
  return amount >= 0.01 ? `$${amount.toFixed(2)}` : `$${Number(amount.toPrecision(2))}`;
}
