import { humanBytes, humanDollars, humanRows } from './humanize.ts';
import type { StatementEstimate } from '../../lib/ports/query-engine.ts';

/** Athena bills at least 10 MB per query; prices are per TB (2^40 bytes). */
const ATHENA_MINIMUM_BYTES = 10 * 1024 ** 2;
const BYTES_PER_TB = 1024 ** 4;

/** What scanning `bytes` costs at `pricePerTb` USD, with Athena's 10 MB minimum. */
export const scanCostUsd = (bytes: number, pricePerTb: number): number =>
  (Math.max(bytes, ATHENA_MINIMUM_BYTES) / BYTES_PER_TB) * pricePerTb;

/**
 * One statement's estimate as answered: its 1-based number and SQL, the numbers (null when the planner does not
 * know, or for a statement that reads nothing), the cost where a price applies, and the known values for people.
 */
export function presentEstimate(
  index: number,
  sql: string,
  estimate: StatementEstimate | null,
  pricePerTb: number | null,
) {
  const { rows = null, bytes = null, bytesScanned = null } = estimate ?? {};
  const cost = pricePerTb === null || bytesScanned === null ? null : scanCostUsd(bytesScanned, pricePerTb);
  const human: Record<string, string> = {};
  if (rows !== null) human.rows = humanRows(rows);
  if (bytes !== null) human.bytes = humanBytes(bytes);
  if (bytesScanned !== null) human.bytes_scanned = humanBytes(bytesScanned);
  if (cost !== null) human.cost = humanDollars(cost);
  return { statement: index + 1, sql, rows, bytes, bytes_scanned: bytesScanned, cost_usd: cost, human };
}
