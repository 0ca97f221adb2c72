import rison from 'rison';
import { describe, expect, it } from 'vitest';
import { certificationOf } from '../../../../../../web/app/features/datasets/list/dataset-bits.tsx';
import {
  DATASET_LIST,
  DATASET_LIST_URL,
  datasetExplorePath,
  datasetExportPath,
  datasetListQuery,
} from '../../../../../../web/app/features/datasets/list/list-state.ts';
import { risonQ } from '../../../../../../web/app/core/http/rison-query.ts';

const DEFAULTS = DATASET_LIST.defaults;

describe('dataset list query', () => {
  it.each([
    {
      name: 'the default view',
      state: DEFAULTS,
      q: '(filters:!(),order_column:changed_on_delta_humanized,order_direction:desc,page:0,page_size:25)',
    },
    {
      name: 'every filter, sort and page',
      state: {
        ...DEFAULTS,
        search: ' birth ',
        owner: { value: 1, label: 'Admin User' },
        database: { value: 2, label: 'examples' },
        physical: false,
        certified: true,
        sortColumn: 'table_name' as const,
        sortOrder: 'asc' as const,
        pageIndex: 1,
      },
      q:
        '(filters:!((col:table_name,opr:ct,value:birth),(col:owners,opr:rel_m_m,value:1),(col:database,opr:rel_o_m,value:2),' +
        '(col:sql,opr:dataset_is_null_or_empty,value:!f),(col:id,opr:dataset_is_certified,value:!t)),' +
        'order_column:table_name,order_direction:asc,page:1,page_size:25)',
    },
  ])('encodes $name', ({ state, q }) => {
    // Act
    const encoded = decodeURIComponent(risonQ(datasetListQuery(state)));

    // Assert
    expect(encoded).toBe(q);
    expect(rison.decode(encoded)).toEqual(datasetListQuery(state));
  });
});

describe('dataset list URL', () => {
  it('writes filters under Superset keys and reads them back', () => {
    // Arrange
    const state = { ...DEFAULTS, search: 'sales', database: { value: 1, label: 'examples' }, physical: true };

    // Act
    const search = DATASET_LIST_URL.toSearch(state);

    // Assert
    expect(search).toBe('?filters=(database:(label:examples,value:1),sql:(label:Physical,value:!t),table_name:sales)');
    expect(DATASET_LIST_URL.fromSearch(new URLSearchParams(search))).toEqual(state);
  });

  it('falls back to the defaults for a sort column the API does not order by', () => {
    // Act
    const state = DATASET_LIST_URL.fromSearch(new URLSearchParams('sortColumn=kind&sortOrder=asc'));

    // Assert
    expect(state).toEqual({ ...DEFAULTS, sortOrder: 'asc' });
  });
});

describe('dataset paths', () => {
  it('opens Explore on a dataset and exports a bundle of several', () => {
    // Act
    const paths = [datasetExplorePath(7), decodeURIComponent(datasetExportPath([7, 9]))];

    // Assert
    expect(paths).toEqual(['/explore/?datasource_type=table&datasource_id=7', '/api/v1/dataset/export/?q=!(7,9)']);
  });
});

describe('dataset certification', () => {
  it.each([
    {
      name: 'a certifier with details',
      extra: '{"certification":{"certified_by":"Data team","details":"Daily"}}',
      expected: { certifiedBy: 'Data team', details: 'Daily' },
    },
    {
      name: 'a certifier without details',
      extra: '{"certification":{"certified_by":"Data team"}}',
      expected: { certifiedBy: 'Data team', details: null },
    },
    { name: 'no certification', extra: '{"warning_markdown":"careful"}', expected: null },
    { name: 'no extra', extra: null, expected: null },
    { name: 'extra that is not JSON', extra: '{oops', expected: null },
  ])('reads $name', ({ extra, expected }) => {
    // Act
    const certification = certificationOf(extra);

    // Assert
    expect(certification).toEqual(expected);
  });
});
