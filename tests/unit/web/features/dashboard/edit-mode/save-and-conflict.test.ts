import { describe, expect, it } from 'vitest';
import { emptyLayout } from '#shared/dashboard/layout.ts';
import { overwriteDifferences } from '../../../../../../web/app/features/dashboard/edit-mode/overwrite-differences.ts';
import { dashboardSaveBody } from '../../../../../../web/app/features/dashboard/edit-mode/save-body.ts';
import { leavesEditMode } from '../../../../../../web/app/features/dashboard/edit-mode/use-leave-guard.ts';

const fields = {
  dashboard_title: 'Sales',
  slug: null,
  owners: [1, 2],
  roles: [],
  certified_by: null,
  certification_details: null,
  css: '.x { color: red }',
  json_metadata: JSON.stringify({
    color_scheme: 'supersetColors',
    refresh_frequency: 0,
    positions: { stale: true },
    custom_key: 7,
  }),
};

describe('dashboardSaveBody', () => {
  it('sends the layout with its version key, keeps every stored metadata field with the layout as positions, and the properties as known', () => {
    // Arrange
    const layout = emptyLayout();

    // Act
    const body = dashboardSaveBody({ fields, layout, title: '  ' });

    // Assert
    const positions = { ...layout, DASHBOARD_VERSION_KEY: 'v2' };
    expect({
      ...body,
      position_json: JSON.parse(body.position_json),
      json_metadata: JSON.parse(body.json_metadata),
    }).toEqual({
      dashboard_title: '[ untitled dashboard ]',
      slug: null,
      owners: [1, 2],
      roles: [],
      certified_by: '',
      certification_details: '',
      css: '.x { color: red }',
      position_json: positions,
      json_metadata: { color_scheme: 'supersetColors', refresh_frequency: 0, custom_key: 7, positions },
    });
  });
});

describe('overwriteDifferences', () => {
  const layoutWith = (extra: Record<string, unknown>) =>
    JSON.stringify({ GRID_ID: { id: 'GRID_ID', type: 'GRID', children: Object.keys(extra) }, ...extra });

  it('names the components each side has that the other lacks, the metadata keys this save sends that differ, and plain values', () => {
    // Arrange
    const current = {
      dashboard_title: 'Theirs',
      position_json: layoutWith({
        'CHART-1': { type: 'CHART', meta: { sliceName: 'Births' } },
        'DIVIDER-1': { type: 'DIVIDER' },
      }),
      json_metadata: JSON.stringify({ color_scheme: 'bnbColors', cross_filters_enabled: true, positions: {} }),
    };
    const yours = {
      dashboard_title: 'Mine',
      position_json: layoutWith({
        'CHART-1': { type: 'CHART', meta: { sliceName: 'Births' } },
        'MARKDOWN-1': { type: 'MARKDOWN', meta: { code: '# Notes\nmore' } },
      }),
      json_metadata: JSON.stringify({ color_scheme: 'supersetColors', positions: { other: 1 } }),
    };

    // Act
    const differences = overwriteDifferences(['dashboard_title', 'position_json', 'json_metadata'], current, yours);

    // Assert
    expect(differences).toEqual([
      { field: 'dashboard_title', label: 'Title', current: 'Theirs', yours: 'Mine' },
      { field: 'position_json', label: 'Layout', current: 'Divider', yours: 'Markdown "# Notes"' },
      {
        field: 'json_metadata',
        label: 'JSON metadata',
        current: 'color_scheme: "bnbColors"',
        yours: 'color_scheme: "supersetColors"',
      },
    ]);
  });

  it('leaves out a field whose only differences are the layout copy and server defaults', () => {
    // Arrange
    const current = { json_metadata: JSON.stringify({ refresh_frequency: 0, positions: { a: 1 } }) };
    const yours = { json_metadata: JSON.stringify({ positions: { b: 2 } }) };

    // Act
    const differences = overwriteDifferences(['json_metadata'], current, yours);

    // Assert
    expect(differences).toEqual([]);
  });
});

describe('leavesEditMode', () => {
  const at = (pathname: string, search = '') => ({ pathname, search, hash: '', state: null, key: 'k' });

  it.each([
    ['another page', at('/dashboard/list/'), true],
    ['the same dashboard without edit=true', at('/superset/dashboard/3/', ''), true],
    ['the same dashboard still in edit mode', at('/superset/dashboard/3/', '?edit=true&native_filters_key=x'), false],
  ])('counts a navigation to %s as leaving: %s', (_name, next, leaves) => {
    // Act
    const result = leavesEditMode(at('/superset/dashboard/3/', '?edit=true'), next);

    // Assert
    expect(result).toBe(leaves);
  });
});
