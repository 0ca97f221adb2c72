import type { EstimateContext, QueryEngine, StatementEstimate } from '../../../ports/query-engine.ts';
import { plannerNumber } from '../planner-number.ts';

/** One node of DuckDB's `EXPLAIN (FORMAT JSON)` plan. */
interface PlanNode {
  name?: string;
  children?: PlanNode[];
  extra_info?: Record<string, unknown>;
}

/**
 * The rows a plan is expected to return: the estimated cardinality of the topmost node that has one. A cross
 * product states none of its own, so it is the product of its inputs'.
 */
export function estimatedRows(node: PlanNode | undefined): number | null {
  if (!node) return null;
  const own = plannerNumber(node.extra_info?.['Estimated Cardinality']);
  if (own !== null) return own;
  const children = node.children ?? [];
  if (node.name === 'CROSS_PRODUCT' && children.length > 0) {
    const inputs = children.map(estimatedRows);
    return inputs.every((rows) => rows !== null) ? inputs.reduce((product: number, rows) => product * rows!, 1) : null;
  }
  return estimatedRows(children[0]);
}

const FIXED_WIDTHS: [RegExp, number][] = [
  [/^(BOOLEAN|TINYINT|UTINYINT)$/, 1],
  [/^(SMALLINT|USMALLINT)$/, 2],
  [/^(INTEGER|UINTEGER|FLOAT|REAL|DATE)$/, 4],
  [/^(BIGINT|UBIGINT|DOUBLE|TIME|TIMESTAMP.*)$/, 8],
];

/** Bytes one value of a DuckDB type takes in memory; strings and nested values count DuckDB's 16-byte string header. */
export function typeWidth(type: string): number {
  const upper = type.toUpperCase();
  const decimal = /^DECIMAL\((\d+)/.exec(upper);
  if (decimal) return Number(decimal[1]) <= 18 ? 8 : 16;
  return FIXED_WIDTHS.find(([pattern]) => pattern.test(upper))?.[1] ?? 16;
}

/**
 * DuckDB's estimate: rows from `EXPLAIN (FORMAT JSON)`, bytes as those rows times the width of the result's column
 * types (`DESCRIBE`); DuckDB bills nothing, so nothing is scanned at a price.
 */
export async function duckDbEstimate(
  engine: Pick<QueryEngine, 'run'>,
  sql: string,
  context: EstimateContext,
): Promise<StatementEstimate> {
  const plan = await engine.run({ ...context, sql: `EXPLAIN (FORMAT JSON) ${sql}` });
  const json = plan.rows.find((row) => row[0] === 'physical_plan')?.[1];
  const nodes = typeof json === 'string' ? (JSON.parse(json) as PlanNode[]) : [];
  const rows = estimatedRows(nodes[0]);
  const described = await engine.run({ ...context, queryId: `${context.queryId}-describe`, sql: `DESCRIBE ${sql}` });
  const width = described.rows.reduce((sum, row) => sum + typeWidth(String(row[1])), 0);
  return { rows, bytes: rows === null ? null : rows * width, bytesScanned: null };
}
