import { describe, expect, it } from 'vitest';
import { discoveredColumn, syncColumns } from '#functions/datasets/columns.ts';
import { mergeColumns, mergeMetrics } from '#functions/datasets/members.ts';
import type { DatasetColumn, DatasetMetric } from '#functions/lib/records/dataset-schema.ts';

const column = (id: number, name: string, fields: Partial<DatasetColumn> = {}): DatasetColumn => ({
  ...discoveredColumn(id, { name, type: 'VARCHAR' }),
  uuid: `00000000-0000-4000-8000-${String(id).padStart(12, '0')}`,
  ...fields,
});
const summary = (columns: DatasetColumn[]) =>
  columns.map((c) => [c.id, c.column_name, c.type, c.is_dttm, c.expression, c.verbose_name]);

describe('syncColumns', () => {
  it("keeps known columns with their labels, adds new ones, drops vanished ones, keeps calculated ones (Superset's fetch_metadata)", () => {
    // Arrange
    const existing = [
      column(1, 'name', { verbose_name: 'Name' }),
      column(2, 'gone'),
      column(3, 'upper', { expression: 'UPPER(name)', type: null }),
      column(4, 'num', { type: 'INTEGER' }),
    ];

    // Act
    const sync = syncColumns(existing, [
      { name: 'ds', type: 'TIMESTAMP' },
      { name: 'num', type: 'BIGINT' },
      { name: 'name', type: 'VARCHAR' },
    ]);

    // Assert
    expect({ ...sync, columns: summary(sync.columns) }).toEqual({
      columns: [
        [5, 'ds', 'TIMESTAMP', true, null, null],
        [4, 'num', 'BIGINT', false, null, null],
        [1, 'name', 'VARCHAR', false, null, 'Name'],
        [3, 'upper', null, false, 'UPPER(name)', null],
      ],
      added: ['ds'],
      removed: ['gone'],
      modified: ['num'],
      firstTemporal: 'ds',
    });
  });
});

describe('mergeColumns and mergeMetrics', () => {
  it('updates sent members by id, adds those without one, drops the rest', () => {
    // Arrange
    const existing = [column(1, 'name', { verbose_name: 'Name', description: 'kept' }), column(2, 'dropped')];
    const metric: DatasetMetric = {
      id: 1,
      uuid: '00000000-0000-4000-8000-000000000001',
      metric_name: 'count',
      expression: 'COUNT(*)',
      metric_type: 'count',
      verbose_name: 'COUNT(*)',
      description: null,
      d3format: null,
      currency: null,
      warning_text: null,
      extra: null,
    };

    // Act
    const columns = mergeColumns(existing, [
      { id: 1, column_name: 'name', verbose_name: null },
      { column_name: 'len', expression: 'LENGTH(name)' },
    ]);
    const metrics = mergeMetrics(
      [metric],
      [
        { id: 1, metric_name: 'rows', expression: 'COUNT(*)', currency: { symbol: 'EUR', symbolPosition: 'suffix' } },
        { metric_name: 'total', expression: 'SUM(num)' },
      ],
    );

    // Assert
    expect([summary(columns), columns[0]?.description]).toEqual([
      [
        [1, 'name', 'VARCHAR', false, null, null],
        [3, 'len', null, false, 'LENGTH(name)', null],
      ],
      'kept',
    ]);
    expect(metrics.map((m) => [m.id, m.metric_name, m.metric_type, m.currency])).toEqual([
      [1, 'rows', 'count', '{"symbol":"EUR","symbolPosition":"suffix"}'],
      [2, 'total', null, null],
    ]);
  });
});
