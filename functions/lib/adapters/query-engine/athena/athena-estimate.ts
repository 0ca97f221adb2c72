import type { EstimateContext, QueryEngine, StatementEstimate } from '../../../ports/query-engine.ts';
import { plannerNumber } from '../planner-number.ts';

/** Trino's cost estimate of a plan or of one input table. */
interface PlanEstimate {
  outputRowCount?: unknown;
  outputSizeInBytes?: unknown;
}

/** The part of Trino's `EXPLAIN (TYPE IO, FORMAT JSON)` answer the estimate reads. */
interface IoPlan {
  inputTableColumnInfos?: { estimate?: PlanEstimate }[];
  estimate?: PlanEstimate;
}

/** Trino writes NaN for unknown estimates, as a string or a bare token; both read as unknown. */
const withoutBareNaN = (json: string): string => json.replace(/:\s*-?(NaN|Infinity)\b/g, ': null');

/** The bytes read from every input table, or null when any table's size is unknown (no statistics). */
function scannedBytes(plan: IoPlan): number | null {
  const sizes = (plan.inputTableColumnInfos ?? []).map((input) => plannerNumber(input.estimate?.outputSizeInBytes));
  return sizes.every((size) => size !== null) ? sizes.reduce((sum: number, size) => sum + size!, 0) : null;
}

/** Reads Trino's IO plan: the output's rows and bytes, and the bytes scanned from the input tables. */
export function readIoPlan(text: string): { rows: number | null; bytes: number | null; bytesScanned: number | null } {
  const plan = JSON.parse(withoutBareNaN(text)) as IoPlan;
  return {
    rows: plannerNumber(plan.estimate?.outputRowCount),
    bytes: plannerNumber(plan.estimate?.outputSizeInBytes),
    bytesScanned: scannedBytes(plan),
  };
}

/**
 * Athena's estimate: `EXPLAIN (TYPE IO, FORMAT JSON)` run through the engine (Athena plans it without reading the
 * tables), its lines joined back into the JSON document they split.
 */
export async function athenaEstimate(
  engine: Pick<QueryEngine, 'run'>,
  sql: string,
  context: EstimateContext,
): Promise<StatementEstimate> {
  const { rows } = await engine.run({ ...context, sql: `EXPLAIN (TYPE IO, FORMAT JSON) ${sql}` });
  return readIoPlan(rows.map((row) => String(row[0] ?? '')).join('\n'));
}
