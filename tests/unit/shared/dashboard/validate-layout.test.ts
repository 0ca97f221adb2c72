import { describe, expect, it } from 'vitest';
import { checkLayout } from '#shared/dashboard/validate-layout.ts';

type Node = { type: string; children?: string[]; meta?: Record<string, unknown> };

/** A position_json text from `id -> component` (ids become the components' own ids). */
const layoutText = (nodes: Record<string, Node>): string =>
  JSON.stringify({
    DASHBOARD_VERSION_KEY: 'v2',
    ...Object.fromEntries(Object.entries(nodes).map(([id, node]) => [id, { id, children: [], ...node }])),
  });

const grid = (children: string[], extra: Record<string, Node> = {}) =>
  layoutText({
    ROOT_ID: { type: 'ROOT', children: ['GRID_ID'] },
    GRID_ID: { type: 'GRID', children },
    HEADER_ID: { type: 'HEADER' },
    ...extra,
  });

describe('checkLayout', () => {
  it.each([
    ['an empty grid', grid([])],
    [
      'a row of charts',
      grid(['ROW-1'], {
        'ROW-1': { type: 'ROW', children: ['CHART-1'] },
        'CHART-1': { type: 'CHART', meta: { chartId: 1 } },
      }),
    ],
    [
      "a column holding a row of charts (Superset's deepest nesting)",
      grid(['ROW-1'], {
        'ROW-1': { type: 'ROW', children: ['COLUMN-1'] },
        'COLUMN-1': { type: 'COLUMN', children: ['ROW-2'] },
        'ROW-2': { type: 'ROW', children: ['CHART-1'] },
        'CHART-1': { type: 'CHART' },
      }),
    ],
    [
      'top-level tabs with nested tabs',
      layoutText({
        ROOT_ID: { type: 'ROOT', children: ['TABS-1'] },
        'TABS-1': { type: 'TABS', children: ['TAB-1'] },
        'TAB-1': { type: 'TAB', children: ['TABS-2'] },
        'TABS-2': { type: 'TABS', children: ['TAB-2'] },
        'TAB-2': { type: 'TAB', children: ['ROW-1'] },
        'ROW-1': { type: 'ROW', children: ['COLUMN-1'] },
        'COLUMN-1': { type: 'COLUMN', children: ['ROW-2'] },
        'ROW-2': { type: 'ROW', children: ['MARKDOWN-1'] },
        'MARKDOWN-1': { type: 'MARKDOWN' },
      }),
    ],
    ['no components at all', '{}'],
  ])('accepts %s', (_case, text) => {
    // Act
    const check = checkLayout(text);

    // Assert
    expect(check.ok).toBe(true);
  });

  it.each([
    ['text that is not JSON', '{"ROOT_ID":', ['JSON not valid']],
    ['an array', '[]', ['Not a layout: expected an object of components']],
    ['a child that does not exist', grid(['ROW-9']), ['GRID_ID: child ROW-9 does not exist']],
    [
      'an unknown component type',
      grid([], { 'X-1': { type: 'WIDGET' } }),
      ['X-1: type: Must be one of: ROOT, GRID, HEADER, ROW, COLUMN, TABS, TAB, CHART, MARKDOWN, DIVIDER.'],
    ],
    [
      'a component held twice',
      grid(['ROW-1', 'ROW-2'], {
        'ROW-1': { type: 'ROW', children: ['CHART-1'] },
        'ROW-2': { type: 'ROW', children: ['CHART-1'] },
        'CHART-1': { type: 'CHART' },
      }),
      ['CHART-1: held by both ROW-1 and ROW-2'],
    ],
    [
      'a cycle',
      grid([], {
        'COLUMN-1': { type: 'COLUMN', children: ['ROW-1'] },
        'ROW-1': { type: 'ROW', children: ['COLUMN-1'] },
      }),
      ['COLUMN-1: is its own ancestor', 'ROW-1: is its own ancestor'],
    ],
    [
      'a chart holding a row',
      grid(['CHART-1'], { 'CHART-1': { type: 'CHART', children: ['ROW-1'] }, 'ROW-1': { type: 'ROW' } }),
      ['CHART CHART-1 cannot hold ROW ROW-1 at depth 2'],
    ],
    [
      'a row straight in a row',
      grid(['ROW-1'], { 'ROW-1': { type: 'ROW', children: ['ROW-2'] }, 'ROW-2': { type: 'ROW' } }),
      ['ROW ROW-1 cannot hold ROW ROW-2 at depth 2'],
    ],
    [
      'a row nested past the depth limit',
      grid(['ROW-1'], {
        'ROW-1': { type: 'ROW', children: ['COLUMN-1'] },
        'COLUMN-1': { type: 'COLUMN', children: ['ROW-2'] },
        'ROW-2': { type: 'ROW', children: ['COLUMN-2'] },
        'COLUMN-2': { type: 'COLUMN', children: ['ROW-3'] },
        'ROW-3': { type: 'ROW' },
      }),
      ['COLUMN COLUMN-2 cannot hold ROW ROW-3 at depth 5'],
    ],
    [
      'a component under a key that is not its id',
      JSON.stringify({ ROOT_ID: { id: 'OTHER', type: 'ROOT', children: [] } }),
      ['ROOT_ID: its id is OTHER, not its key'],
    ],
    ['a layout without its root', layoutText({ GRID_ID: { type: 'GRID' } }), ['ROOT_ID is missing']],
    [
      'an unreachable chart holding a tab',
      layoutText({
        ROOT_ID: { type: 'ROOT' },
        'CHART-1': { type: 'CHART', children: ['TAB-1'] },
        'TAB-1': { type: 'TAB' },
      }),
      ['CHART CHART-1 cannot hold TAB TAB-1'],
    ],
  ])('refuses %s, saying why', (_case, text, problems) => {
    // Act
    const check = checkLayout(text);

    // Assert
    expect(check).toEqual({ ok: false, problems });
  });

  it('accepts leaves written without children, as Superset writes HEADER_ID, taking them as holding none', () => {
    // Arrange
    const components = {
      ROOT_ID: { id: 'ROOT_ID', type: 'ROOT', children: ['GRID_ID'] },
      GRID_ID: { id: 'GRID_ID', type: 'GRID', children: ['ROW-1', 'DIVIDER-1'] },
      HEADER_ID: { id: 'HEADER_ID', type: 'HEADER', meta: { text: 'Sales' } },
      'ROW-1': { id: 'ROW-1', type: 'ROW', children: ['CHART-1', 'MARKDOWN-1'] },
      'CHART-1': { id: 'CHART-1', type: 'CHART', meta: { chartId: 1 } },
      'MARKDOWN-1': { id: 'MARKDOWN-1', type: 'MARKDOWN', meta: { code: '# Hi' } },
      'DIVIDER-1': { id: 'DIVIDER-1', type: 'DIVIDER' },
    };

    // Act
    const check = checkLayout(JSON.stringify({ DASHBOARD_VERSION_KEY: 'v2', ...components }));

    // Assert
    expect(check).toEqual({
      ok: true,
      layout: {
        ...components,
        HEADER_ID: { ...components.HEADER_ID, children: [] },
        'CHART-1': { ...components['CHART-1'], children: [] },
        'MARKDOWN-1': { ...components['MARKDOWN-1'], children: [] },
        'DIVIDER-1': { ...components['DIVIDER-1'], children: [] },
      },
    });
  });

  it('refuses a container written without children, naming the field', () => {
    // Arrange
    const text = JSON.stringify({
      ROOT_ID: { id: 'ROOT_ID', type: 'ROOT', children: ['GRID_ID'] },
      GRID_ID: { id: 'GRID_ID', type: 'GRID', children: ['ROW-1'] },
      'ROW-1': { id: 'ROW-1', type: 'ROW' },
    });

    // Act
    const check = checkLayout(text);

    // Assert
    expect(check).toEqual({ ok: false, problems: ['ROW-1: children: Missing data for required field.'] });
  });
});
