import type { ChartDataResult } from '../../../../plugins/types.ts';

/** Superset's timer text: hours, minutes, seconds and hundredths, `00:00:01.23`. */
export function elapsedText(fromMs: number, toMs: number): string {
  const total = Math.max(0, toMs - fromMs);
  const hundredths = Math.floor((total % 1000) / 10);
  const seconds = Math.floor(total / 1000) % 60;
  const minutes = Math.floor(total / 60000) % 60;
  const hours = Math.floor(total / 3600000);
  const two = (value: number) => String(value).padStart(2, '0');
  return `${two(hours)}:${two(minutes)}:${two(seconds)}.${two(hundredths)}`;
}

/** What the status bar says of the last answer: its row count, whether the row limit cut it, and when it was cached. */
export interface AnswerFacts {
  rows: number;
  limitReached: boolean;
  /** Set when every query came from the cache: the oldest cache time. */
  cachedAt: string | null;
}

/** The facts of an answer: rows of the first query (the chart's own), its limit, and the cache state of all. */
export function answerFacts(results: readonly ChartDataResult[], rowLimit: unknown): AnswerFacts {
  const first = results[0];
  const rows = first ? first.rowcount : 0;
  const limit = Number(rowLimit);
  const limitReached = Number.isFinite(limit) && limit > 0 && (first?.sql_rowcount ?? rows) >= limit;
  const cached = results.length > 0 && results.every((result) => result.is_cached === true);
  const times = results
    .map((result) => result.cached_dttm)
    .filter((time): time is string => typeof time === 'string')
    .sort();
  return { rows, limitReached, cachedAt: cached ? (times[0] ?? '') : null };
}

/** Superset's row count label: `1 row`, `44 rows`. */
export function rowsLabel(rows: number): string {
  return `${rows.toLocaleString('en-US')} ${rows === 1 ? 'row' : 'rows'}`;
}
