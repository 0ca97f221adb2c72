import { toNumber } from '#shared/chart-query/common/form-data-fields.ts';

type Row = Record<string, unknown>;

/** A node: its name, summed link weight and colour category. */
export interface GraphNode {
  id: string;
  value: number;
  category?: string;
  /** The column the node was first seen in (Superset's node `col`) and its raw value there: what a click filters on. */
  column: string;
  raw: unknown;
}

/** A link between two nodes, weighted by the metric. */
export interface GraphLink {
  from: string;
  to: string;
  value: number;
}

/** Superset's category name of a node: booleans named with their column, blanks as N/A. */
export function categoryName(column: string, value: unknown): string {
  if (value === true || value === false) return `${column}: ${value}`;
  return value === null || value === undefined ? 'N/A' : String(value);
}

/**
 * The nodes and links of the answer: one link per row with a non-zero metric, each end a node (first seen first)
 * whose value is the sum of its links; a node keeps the first category it is seen with.
 */
export function buildNetwork(
  rows: readonly Row[],
  keys: { source: string; target: string; metric: string; sourceCategory?: string; targetCategory?: string },
) {
  const nodes = new Map<string, GraphNode>();
  const links: GraphLink[] = [];
  const touch = (id: string, category: string | undefined, value: number, column: string, raw: unknown) => {
    const node = nodes.get(id) ?? { id, value: 0, column, raw };
    node.value += value;
    node.category ??= category;
    nodes.set(id, node);
  };
  for (const row of rows) {
    const value = toNumber(row[keys.metric]);
    if (!value) continue;
    const from = String(row[keys.source]);
    const to = String(row[keys.target]);
    touch(
      from,
      keys.sourceCategory ? categoryName(keys.sourceCategory, row[keys.sourceCategory]) : undefined,
      value,
      keys.source,
      row[keys.source],
    );
    touch(
      to,
      keys.targetCategory ? categoryName(keys.targetCategory, row[keys.targetCategory]) : undefined,
      value,
      keys.target,
      row[keys.target],
    );
    links.push({ from, to, value });
  }
  return { nodes: [...nodes.values()], links };
}

/** Superset's sizing: from half the base size up to two and a half times it, linear in the value; equal values get the minimum. */
export function scaled(value: number, extent: readonly [number, number], base: number): number {
  const spread = extent[1] - extent[0];
  const share = spread > 0 ? (value - extent[0]) / spread : 0;
  return share * base * 2 + base * 0.5;
}

export const extentOf = (values: readonly number[]): [number, number] => [Math.min(...values), Math.max(...values)];
export const sizeOr = (value: unknown, fallback: number): number => toNumber(value) ?? fallback;
