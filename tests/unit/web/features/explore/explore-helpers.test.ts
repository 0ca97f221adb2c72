import { describe, expect, it, vi } from 'vitest';
import { handleDragEnd } from '../../../../../web/app/features/explore/components/explore-dnd.tsx';
import {
  createChartBody,
  overwriteChartBody,
  savedMessage,
} from '../../../../../web/app/features/explore/components/save/save-body.ts';
import {
  galleryCharts,
  galleryFacets,
} from '../../../../../web/app/features/explore/components/viz-picker/gallery-filter.ts';
import { moveItem } from '../../../../../web/app/features/explore/controls/index.ts';
import { exploreQueryOf } from '../../../../../web/app/features/explore/load-explore.ts';
import { explorePermissions } from '../../../../../web/app/features/explore/state/permissions.ts';
import type { ChartRegistration } from '../../../../../web/app/plugins/types.ts';
import { datasource } from './fixtures.ts';

describe('explorePermissions', () => {
  it.each([
    [
      'admin on someone else’s chart',
      { Admin: [] },
      1,
      [2],
      { canAdd: true, canOverwrite: true, canDownload: true, canSqlLab: true },
    ],
    [
      'writer who owns the chart',
      { Alpha: [['can_write', 'Chart'] as [string, string]] },
      1,
      [1],
      { canAdd: true, canOverwrite: true, canDownload: false, canSqlLab: false },
    ],
    [
      'writer, not an owner',
      { Alpha: [['can_write', 'Chart'] as [string, string]] },
      1,
      [2],
      { canAdd: true, canOverwrite: false, canDownload: false, canSqlLab: false },
    ],
    [
      'writer on an unsaved chart',
      { Alpha: [['can_write', 'Chart'] as [string, string]] },
      1,
      null,
      { canAdd: true, canOverwrite: false, canDownload: false, canSqlLab: false },
    ],
    [
      'reader with can_csv',
      {
        Gamma: [
          ['can_read', 'Chart'],
          ['can_csv', 'Superset'],
        ] as [string, string][],
      },
      1,
      [1],
      { canAdd: false, canOverwrite: false, canDownload: true, canSqlLab: false },
    ],
    [
      'SQL Lab user',
      { sql_lab: [['can_execute_sql_query', 'SQLLab']] as [string, string][] },
      1,
      null,
      { canAdd: false, canOverwrite: false, canDownload: false, canSqlLab: true },
    ],
  ])('%s', (_case, roles, userId, owners, expected) => {
    // Act
    const permissions = explorePermissions(roles, userId, owners);

    // Assert
    expect(permissions).toEqual(expected);
  });
});

describe('exploreQueryOf', () => {
  it.each([
    ['a saved chart', '?slice_id=7', undefined, { slice_id: 7 }],
    [
      'cached form data of a saved chart',
      '?form_data_key=abc&slice_id=7',
      undefined,
      { form_data_key: 'abc', slice_id: 7 },
    ],
    [
      'a dataset (type defaults to table)',
      '?datasource_id=3&viz_type=pie',
      undefined,
      { datasource_id: 3, datasource_type: 'table', viz_type: 'pie' },
    ],
    ['a permalink', '', 'p1', { permalink_key: 'p1' }],
    ['nothing', '', undefined, undefined],
    ['a malformed slice id', '?slice_id=abc', undefined, undefined],
  ])('reads %s', (_case, search, permalinkKey, expected) => {
    // Act
    const query = exploreQueryOf(new URLSearchParams(search), permalinkKey);

    // Assert
    expect(query).toEqual(expected);
  });
});

describe('save bodies', () => {
  const formData = { viz_type: 'table', datasource: '3__table', slice_id: 7, metrics: ['count'] };

  it('saves as a new chart without the old id', () => {
    // Act
    const body = createChartBody(formData, 'Copy', datasource, '{"queries":[]}');

    // Assert
    expect(body).toEqual({
      slice_name: 'Copy',
      viz_type: 'table',
      datasource_id: 3,
      datasource_type: 'table',
      params: '{"viz_type":"table","datasource":"3__table","metrics":["count"]}',
      query_context: '{"queries":[]}',
    });
  });

  it('overwrites with the whole form data', () => {
    // Act
    const body = overwriteChartBody(formData, 'Names', datasource, null);

    // Assert
    expect(body).toEqual({
      slice_name: 'Names',
      viz_type: 'table',
      datasource_id: 3,
      datasource_type: 'table',
      params: JSON.stringify(formData),
      query_context: null,
    });
  });

  it.each([
    ['saveas', 'Chart [A] has been saved'],
    ['overwrite', 'Chart [A] has been overwritten'],
  ] as const)('says %s in Superset’s words', (action, expected) => {
    expect(savedMessage(action, 'A')).toBe(expected);
  });
});

describe('viz gallery filter', () => {
  const registration = (
    vizType: string,
    name: string,
    category: ChartRegistration['metadata']['category'],
    tags: string[],
  ): ChartRegistration => ({
    vizType,
    metadata: { name, description: `${name} description`, category, tags },
    load: () => Promise.reject(new Error('not loaded in tests')),
  });
  const charts = [
    registration('pie', 'Pie Chart', 'Part of a Whole', ['Featured', 'Categorical']),
    registration('table', 'Table', 'Table', ['Featured', 'Tabular']),
    registration('radar', 'Radar Chart', 'Ranking', ['Comparison']),
  ];
  const names = (list: ChartRegistration[]) => list.map((chart) => chart.vizType);

  it.each([
    ['featured', { kind: 'featured' } as const, '', ['pie', 'table']],
    ['a category', { kind: 'category', value: 'Ranking' } as const, '', ['radar']],
    ['a tag', { kind: 'tag', value: 'Tabular' } as const, '', ['table']],
    ['a search across all charts', { kind: 'tag', value: 'Tabular' } as const, 'RADAR', ['radar']],
  ])('shows %s', (_case, selector, search, expected) => {
    expect(names(galleryCharts(charts, selector, search))).toEqual(expected);
  });

  it('lists categories and tags without Featured', () => {
    expect(galleryFacets(charts)).toEqual({
      categories: ['Part of a Whole', 'Ranking', 'Table'],
      tags: ['Categorical', 'Comparison', 'Tabular'],
    });
  });
});

describe('handleDragEnd', () => {
  const column = datasource.columns[0];
  it.each([
    ['a column on a column target', ['column'], 1],
    ['a column on a metric-only target', ['metric'], 0],
  ] as const)('drops %s', (_case, accepts, calls) => {
    // Arrange
    const onDrop = vi.fn();
    const active = {
      id: 'c',
      data: { current: { kind: 'column', column } },
      rect: { current: { initial: null, translated: null } },
    };
    const over = {
      id: 't',
      data: { current: { accepts, onDrop } },
      rect: { width: 0, height: 0, top: 0, left: 0, right: 0, bottom: 0 },
      disabled: false,
    };

    // Act
    handleDragEnd({ active, over });

    // Assert
    expect(onDrop.mock.calls).toEqual(calls === 1 ? [[{ kind: 'column', column }]] : []);
  });
});

describe('reordering chips', () => {
  it.each([
    [0, 2, ['b', 'c', 'a']],
    [2, 0, ['c', 'a', 'b']],
    [1, 1, ['a', 'b', 'c']],
    [5, 0, ['a', 'b', 'c']],
  ])('moves the item at %i to %i', (from, to, expected) => {
    // Act / Assert
    expect(moveItem(['a', 'b', 'c'], from, to)).toEqual(expected);
  });

  it.each([
    ['onto another chip of its control', { chipOf: 'groupby', index: 0 }, [[2, 0]]],
    ['onto a chip of another control', { chipOf: 'columns', index: 0 }, []],
    ['onto its own place', { chipOf: 'groupby', index: 2 }, []],
  ])('drops a chip %s', (_case, slot, moves) => {
    // Arrange
    const move = vi.fn();
    const active = {
      id: 'chip',
      data: { current: { kind: 'chip', control: 'groupby', index: 2, move } },
      rect: { current: { initial: null, translated: null } },
    };
    const over = {
      id: 'slot',
      data: { current: slot },
      rect: { width: 0, height: 0, top: 0, left: 0, right: 0, bottom: 0 },
      disabled: false,
    };

    // Act
    handleDragEnd({ active, over });

    // Assert
    expect(move.mock.calls).toEqual(moves);
  });
});
