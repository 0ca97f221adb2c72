import type { TimeFormatter } from '../time-format.ts';
import { groupValueText } from './labels.ts';

/** One node of a hierarchy built from grouped rows. */
export interface TreeNode {
  /** Unique among all nodes: the path of names, JSON encoded. */
  id: string;
  parent?: string;
  name: string;
  /** The path of names from the top, this node's last. */
  path: string[];
  /** The raw group values along the path (what a cross-filter on the node matches). */
  values: unknown[];
  value: number;
  secondaryValue: number;
  depth: number;
  isLeaf: boolean;
}

interface Options {
  columns: readonly string[];
  metric: string;
  secondaryMetric?: string;
  temporal: ReadonlySet<string>;
  formatTime: TimeFormatter;
}

const numberOf = (value: unknown): number =>
  typeof value === 'number' && Number.isFinite(value) ? value : Number(value) || 0;

/**
 * Superset's `treeBuilder`, flattened: one node per distinct path of group values (in first-seen order), each
 * with the sum of its rows' metric (and secondary metric). Parents precede their children.
 */
export function buildTree(rows: readonly Record<string, unknown>[], options: Options): TreeNode[] {
  const nodes = new Map<string, TreeNode>();
  for (const row of rows) {
    const value = numberOf(row[options.metric]);
    const secondary = options.secondaryMetric ? numberOf(row[options.secondaryMetric]) : value;
    const path: string[] = [];
    const values: unknown[] = [];
    options.columns.forEach((column, depth) => {
      values.push(row[column]);
      const parent = path.length ? JSON.stringify(path) : undefined;
      path.push(groupValueText(row[column], options.temporal.has(column), options.formatTime));
      const id = JSON.stringify(path);
      const node = nodes.get(id) ?? {
        id,
        parent,
        name: path[depth]!,
        path: [...path],
        values: [...values],
        value: 0,
        secondaryValue: 0,
        depth,
        isLeaf: depth === options.columns.length - 1,
      };
      node.value += value;
      node.secondaryValue += secondary;
      nodes.set(id, node);
    });
  }
  return [...nodes.values()];
}
