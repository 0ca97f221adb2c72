import { describe, expect, it } from 'vitest';
import {
  datasetOverwriteBody,
  datasetPostBody,
  defaultDatasetName,
  exploreDatasetUrl,
} from '../../../../../../web/app/features/sqllab/results/save-dataset/dataset-body.ts';
import { formatElapsed } from '../../../../../../web/app/features/sqllab/results/elapsed-time.tsx';
import { columns, queryOf } from './fixtures.ts';

describe('dataset bodies', () => {
  it("fills Superset's DatasetPostSchema from the query, without the _filters template parameter", () => {
    // Arrange
    const query = queryOf({ catalog: 'cat', templateParams: '{"_filters": [], "year": 2024}' });

    // Act
    const body = datasetPostBody(query, '  my dataset ', 7);

    // Assert
    expect(body).toEqual({
      database: 1,
      catalog: 'cat',
      schema: 'main',
      sql: 'SELECT name, num, ds FROM t',
      table_name: 'my dataset',
      owners: [7],
      template_params: '{"year":2024}',
    });
  });

  it('leaves template parameters out when there are none worth keeping', () => {
    // Act
    const bodies = ['{"_filters": []}', 'not json', null].map((templateParams) =>
      datasetPostBody(queryOf({ templateParams }), 'd', undefined),
    );

    // Assert
    expect(bodies.map((body) => ['template_params' in body, body.owners])).toEqual([
      [false, []],
      [false, []],
      [false, []],
    ]);
  });

  it('overwrites with the SQL, the database and the result columns, keeping the owners', () => {
    // Act
    const body = datasetOverwriteBody(queryOf(), columns, [3, 7]);

    // Assert
    expect(body).toEqual({
      sql: 'SELECT name, num, ds FROM t',
      database_id: 1,
      owners: [3, 7],
      columns: [
        { column_name: 'name', type: 'VARCHAR', is_dttm: false },
        { column_name: 'num', type: 'BIGINT', is_dttm: false },
        { column_name: 'ds', type: 'TIMESTAMP', is_dttm: true },
      ],
    });
  });

  it('names a new dataset after the tab and the time, and explores it as a table chart', () => {
    // Act
    const names = [
      defaultDatasetName({ tab: 'Sales' }, new Date(2026, 4, 31, 14, 3, 9)),
      defaultDatasetName({ tab: null }, new Date(2026, 0, 2, 3, 4, 5)),
    ];

    // Assert
    expect([...names, exploreDatasetUrl(42)]).toEqual([
      'Sales 05/31/2026 14:03:09',
      'Untitled Dataset 01/02/2026 03:04:05',
      '/explore/?datasource_type=table&datasource_id=42&viz_type=table',
    ]);
  });
});

describe('formatElapsed', () => {
  it.each([
    [0, '00:00:00.00'],
    [1250, '00:00:01.25'],
    [61_009, '00:01:01.00'],
    [3_723_450, '01:02:03.45'],
    [-5, '00:00:00.00'],
  ])('writes %i ms as %s', (ms, expected) => {
    // Act + Assert
    expect(formatElapsed(ms)).toBe(expected);
  });
});
