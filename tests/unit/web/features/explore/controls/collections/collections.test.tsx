// @vitest-environment happy-dom
import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import {
  CollectionControl,
  itemFromText,
  moveItem,
} from '../../../../../../../web/app/features/explore/controls/collections/collection-control.tsx';
import {
  resultColumnKeys,
  withSetting,
} from '../../../../../../../web/app/features/explore/controls/collections/column-config.ts';
import { ColumnConfigControl } from '../../../../../../../web/app/features/explore/controls/collections/column-config-control.tsx';
import { ConditionalFormattingControl } from '../../../../../../../web/app/features/explore/controls/collections/conditional-formatting-control.tsx';
import { FORM_DATA, renderControl } from '../harness.tsx';

describe('CollectionControl', () => {
  it.each([
    ['1 year ago', '1 year ago'],
    ['{"a": 1}', { a: 1 }],
    ['{broken', '{broken'],
  ])('reads row text %s', (text, expected) => {
    expect(itemFromText(text)).toEqual(expected);
  });

  it.each([
    [0, 1, ['b', 'a', 'c']],
    [2, -1, ['a', 'c', 'b']],
    [0, -1, ['a', 'b', 'c']],
  ])('moves item %i by %i', (from, offset, expected) => {
    expect(moveItem(['a', 'b', 'c'], from, offset)).toEqual(expected);
  });

  it('edits, moves, removes and adds items', () => {
    // Arrange
    const { onChange } = renderControl(CollectionControl, { type: 'CollectionControl', label: 'Shifts' }, [
      '1 year ago',
      '1 week ago',
    ]);

    // Act
    fireEvent.change(screen.getByRole('textbox', { name: 'Shifts 2' }), { target: { value: '28 days ago' } });
    fireEvent.click(screen.getAllByRole('button', { name: 'Move down' })[0]!);
    fireEvent.click(screen.getAllByRole('button', { name: 'Remove item' })[0]!);
    fireEvent.click(screen.getByRole('button', { name: 'Add item' }));

    // Assert
    expect(onChange.mock.calls).toEqual([
      [['1 year ago', '28 days ago']],
      [['1 week ago', '1 year ago']],
      [['1 week ago']],
      [['1 year ago', '1 week ago', '']],
    ]);
  });
});

describe('ConditionalFormattingControl', () => {
  const formData = { ...FORM_DATA, metrics: ['count'] };

  it('adds a rule and edits its bound', () => {
    // Arrange
    const { onChange } = renderControl(
      ConditionalFormattingControl,
      { type: 'ConditionalFormattingControl', label: 'Formatting' },
      [{ column: 'count', operator: '>', targetValue: 5, colorScheme: '#ff0000' }],
      formData,
    );

    // Act
    fireEvent.change(screen.getByRole('textbox', { name: 'Target value' }), { target: { value: '7' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add new formatter' }));

    // Assert
    expect(onChange.mock.calls).toEqual([
      [[{ column: 'count', operator: '>', targetValue: 7, colorScheme: '#ff0000' }]],
      [
        [
          { column: 'count', operator: '>', targetValue: 5, colorScheme: '#ff0000' },
          { operator: '>', colorScheme: '#ACE1C4' },
        ],
      ],
    ]);
  });

  it('offers the chart metrics and numeric columns, and two bounds for between', () => {
    // Arrange
    renderControl(
      ConditionalFormattingControl,
      { type: 'ConditionalFormattingControl', label: 'Formatting' },
      [{ operator: '< x <' }],
      formData,
    );

    // Act
    fireEvent.click(screen.getByRole('combobox', { name: 'Column' }));

    // Assert
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual(['count', 'num']);
    expect(screen.getByRole('textbox', { name: 'Left value' })).toBeTruthy();
    expect(screen.getByRole('textbox', { name: 'Right value' })).toBeTruthy();
  });
});

describe('ColumnConfigControl', () => {
  it.each([
    [{ groupby: ['gender'], metrics: ['count'], percent_metrics: ['count'] }, ['gender', 'count', '%count']],
    [{ query_mode: 'raw', all_columns: ['state', 'num'], metrics: ['count'] }, ['state', 'num']],
  ])('keys the result columns of %j', (fields, expected) => {
    expect(resultColumnKeys({ ...FORM_DATA, ...fields })).toEqual(expected);
  });

  it.each([
    [{}, 'a', 'columnWidth', 100, { a: { columnWidth: 100 } }],
    [{ a: { columnWidth: 100 } }, 'a', 'columnWidth', undefined, {}],
    [{ a: { d3NumberFormat: ',d', columnWidth: 1 } }, 'a', 'd3NumberFormat', '', { a: { columnWidth: 1 } }],
  ])('applies a setting to %j', (config, key, setting, value, expected) => {
    expect(withSetting(config, key, setting, value)).toEqual(expected);
  });

  it('writes a setting of a result column', async () => {
    // Arrange
    const { onChange } = renderControl(
      ColumnConfigControl,
      { type: 'ColumnConfigControl', label: 'Customize columns' },
      undefined,
      {
        ...FORM_DATA,
        groupby: ['gender'],
      },
    );

    // Act
    fireEvent.click(screen.getByRole('button', { name: 'gender' }));
    fireEvent.click(await screen.findByRole('checkbox', { name: 'Show cell bars' }));

    // Assert
    expect(onChange.mock.calls).toEqual([[{ gender: { showCellBars: true } }]]);
  });
});
