import type { ValidatorConfig, ValidatorType } from '#shared/api/report.ts';
import type { EngineColumn, EngineRow } from '../../lib/ports/query-engine.ts';

/** What an alert's query said: whether the condition holds, the value and its row as Superset logs them. */
export interface AlertVerdict {
  triggered: boolean;
  value: number | null;
  /** The row as JSON (Superset's `value_row_json`). */
  valueRowJson: string | null;
}

/** An alert query failure in Superset's words, fit for the execution log. */
export class AlertQueryFailure extends Error {
  override name = 'AlertQueryFailure';
}

const COMPARE: Record<NonNullable<ValidatorConfig['op']>, (value: number, threshold: number) => boolean> = {
  '<': (value, threshold) => value < threshold,
  '<=': (value, threshold) => value <= threshold,
  '>': (value, threshold) => value > threshold,
  '>=': (value, threshold) => value >= threshold,
  '==': (value, threshold) => value === threshold,
  '!=': (value, threshold) => value !== threshold,
};

/** A cell as a number; undefined when it is none (a text that does not read as one). */
function numberOf(cell: EngineRow[number] | undefined): number | undefined {
  if (cell === null || cell === undefined) return undefined;
  if (typeof cell === 'boolean') return cell ? 1 : 0;
  const value = Number(cell);
  return Number.isFinite(value) && String(cell).trim() !== '' ? value : undefined;
}

/** Superset's `_validate_result`: one row of one column at most. */
function requireOneCell(columns: readonly EngineColumn[], rows: readonly EngineRow[]): void {
  if (rows.length > 1)
    throw new AlertQueryFailure(`Alert query returned more than one row. ${rows.length} rows returned`);
  if (columns.length > 1)
    throw new AlertQueryFailure(`Alert query returned more than one column. ${columns.length} columns returned`);
}

/**
 * Superset's AlertCommand validation: `not null` holds when the first cell is neither null nor 0 (nor empty); an
 * `operator` alert compares the first cell (null or no row read as 0) with the threshold.
 */
export function checkCondition(
  columns: readonly EngineColumn[],
  rows: readonly EngineRow[],
  validatorType: ValidatorType,
  config: ValidatorConfig,
): AlertVerdict {
  requireOneCell(columns, rows);
  const row = rows[0];
  const cell = row?.[0] ?? null;
  const valueRowJson = row
    ? JSON.stringify(Object.fromEntries(columns.map((column, index) => [column.name, row[index] ?? null])))
    : null;
  if (validatorType === 'not null') {
    const triggered = cell !== null && cell !== 0 && cell !== '' && cell !== false;
    return { triggered, value: numberOf(cell) ?? null, valueRowJson };
  }
  const value = cell === null ? 0 : numberOf(cell);
  if (value === undefined) throw new AlertQueryFailure('Alert query returned a non-number value.');
  if (config.op === undefined || config.threshold === undefined)
    throw new AlertQueryFailure('Alert validator config error.');
  return { triggered: COMPARE[config.op](value, config.threshold), value, valueRowJson };
}
