import {
  HEADER_ID,
  type Layout,
  type LayoutItem,
  type LayoutMeta,
  type LayoutType,
} from '../../../../shared/dashboard/layout.ts';

/** A component of a test layout, with its children nested. */
export interface Node {
  id: string;
  type: LayoutType;
  meta?: LayoutMeta;
  children?: Node[];
}

/** A node; short to write in tables. */
export const n = (id: string, type: LayoutType, children: Node[] = [], meta?: LayoutMeta): Node => ({
  id,
  type,
  children,
  ...(meta ? { meta } : {}),
});

/** A chart node `width` columns wide. */
export const chart = (id: string, width = 4, chartId = 1): Node => n(id, 'CHART', [], { chartId, width, height: 50 });

/** A flat layout from nested nodes, with `parents` filled in as Superset stores them, plus the dashboard header. */
export function buildLayout(root: Node): Layout {
  const layout: Layout = { [HEADER_ID]: { id: HEADER_ID, type: 'HEADER', children: [], meta: { text: 'Sales' } } };
  const visit = (node: Node, parents: string[]) => {
    const item: LayoutItem = {
      id: node.id,
      type: node.type,
      children: (node.children ?? []).map((child) => child.id),
      parents,
    };
    if (node.meta) item.meta = node.meta;
    layout[node.id] = item;
    for (const child of node.children ?? []) visit(child, [...parents, node.id]);
  };
  visit(root, []);
  return layout;
}

/** A dashboard whose grid holds the given components. */
export const gridLayout = (...children: Node[]): Layout =>
  buildLayout(n('ROOT_ID', 'ROOT', [n('GRID_ID', 'GRID', children)]));

/** A component the test knows is there. */
export function item(layout: Layout, id: string): LayoutItem {
  const found = layout[id];
  if (!found) throw new Error(`The layout has no ${id}`);
  return found;
}

/** The ids each container holds, for whole-layout assertions that ignore generated ids' values. */
export function shape(layout: Layout): Record<string, string[]> {
  return Object.fromEntries(
    Object.values(layout)
      .filter((item) => item.children.length > 0)
      .map((item) => [item.id, item.children]),
  );
}
