import { describe, expect, it } from 'vitest';
import { syncedColumns, syncSummary } from '../../../../../../web/app/features/datasets/editor/column-sync.ts';
import { columnDraftOf } from '../../../../../../web/app/features/datasets/editor/member-drafts.ts';
import { sourceColumn } from './fixtures.ts';

describe('syncedColumns', () => {
  it('takes the engine columns, keeping unsaved edits of the ones that stay, and names what changed', () => {
    // Arrange
    const current = [
      { ...columnDraftOf(sourceColumn(1, 'region', 'VARCHAR')), verbose_name: 'Region' },
      columnDraftOf(sourceColumn(2, 'amount', 'INTEGER')),
      columnDraftOf(sourceColumn(3, 'legacy', 'VARCHAR')),
    ];
    const fresh = [
      sourceColumn(1, 'region', 'VARCHAR'),
      sourceColumn(2, 'amount', 'DOUBLE'),
      sourceColumn(4, 'day', 'TIMESTAMP'),
      sourceColumn(5, 'calc', 'DOUBLE', { expression: 'amount * 2' }),
    ];

    // Act
    const { columns, changes } = syncedColumns(current, fresh);

    // Assert
    expect({
      columns: columns.map(({ id, column_name, type, verbose_name, is_dttm }) => ({
        id,
        column_name,
        type,
        verbose_name,
        is_dttm,
      })),
      changes,
    }).toEqual({
      columns: [
        { id: 1, column_name: 'region', type: 'VARCHAR', verbose_name: 'Region', is_dttm: false },
        { id: 2, column_name: 'amount', type: 'DOUBLE', verbose_name: '', is_dttm: false },
        { id: 4, column_name: 'day', type: 'TIMESTAMP', verbose_name: '', is_dttm: true },
      ],
      changes: { added: ['day'], removed: ['legacy'], modified: ['amount'] },
    });
  });
});

describe('syncSummary', () => {
  it.each([
    [
      { added: ['day'], removed: ['legacy', 'old'], modified: ['amount'] },
      ['Modified columns: amount', 'Removed columns: legacy, old', 'New columns added: day'],
    ],
    [{ added: [], removed: [], modified: [] }, ['No changes: the columns match the source']],
  ])('%j', (changes, expected) => {
    // Arrange, Act, Assert
    expect(syncSummary(changes)).toEqual(expected);
  });
});
