// @vitest-environment happy-dom
import { act, fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { AdhocFilterControl } from '../../../../../../../web/app/features/explore/controls/filters/adhoc-filter-control.tsx';
import {
  filterLabel,
  type AdhocFilter,
} from '../../../../../../../web/app/features/explore/controls/filters/filter-model.ts';
import {
  operatorLabel,
  operatorOptions,
  operatorsFor,
} from '../../../../../../../web/app/features/explore/controls/filters/operators.ts';
import { DATASOURCE, renderControl, renderDroppable, typeInto } from '../harness.tsx';

const filters = { type: 'AdhocFilterControl' as const, name: 'adhoc_filters', label: 'Filters' };
const simple = (subject: string, operator: string, comparator: AdhocFilter['comparator']): AdhocFilter => ({
  expressionType: 'SIMPLE',
  clause: 'WHERE',
  subject,
  operator,
  comparator,
  sqlExpression: null,
  filterOptionName: 'filter_1',
  isExtra: false,
  isNew: false,
});

function choose(label: string, option: string) {
  fireEvent.click(screen.getByRole('combobox', { name: label }));
  fireEvent.click(screen.getByRole('option', { name: option }));
}

describe('filterLabel', () => {
  it.each([
    [simple('country', 'IN', ['FR', 'DE']), 'country IN (FR, DE)'],
    [simple('num', '>', 5), 'num > 5'],
    [simple('name', 'IS NULL', null), 'name IS NULL'],
    [simple('ds', 'TEMPORAL_RANGE', 'Last week'), 'ds (Last week)'],
    [simple('ds', 'TEMPORAL_RANGE', '2000-01-01 : 2005-01-01'), '2000-01-01 ≤ ds < 2005-01-01'],
    [simple('ds', 'TEMPORAL_RANGE', '2000-01-01T12:00:00 : '), '2000-01-01T12:00:00 ≤ ds < ∞'],
    [
      simple('ds', 'TEMPORAL_RANGE', 'DATEADD(DATETIME("today"), -7, day) : today'),
      'ds (DATEADD(DATETIME("today"), -7, day) : today)',
    ],
    [simple('ds', 'TEMPORAL_RANGE', null), 'ds (No filter)'],
    [{ expressionType: 'SQL', clause: 'HAVING', sqlExpression: 'SUM(num) > 10' } as AdhocFilter, 'SUM(num) > 10'],
  ])('labels %j as %s', (filter, expected) => {
    expect(filterLabel(filter)).toBe(expected);
  });
});

describe('AdhocFilterControl', () => {
  it('shows a chip per filter', () => {
    // Arrange + Act
    renderControl(AdhocFilterControl, filters, [simple('gender', 'IN', ['boy', 'girl']), 'not a filter']);

    // Assert
    expect(screen.getAllByTestId('adhoc_filters-chip').map((chip) => chip.textContent)).toEqual([
      'gender IN (boy, girl)',
    ]);
  });

  it('adds a simple IN filter with typed values, numbers for a numeric column', () => {
    // Arrange
    const { onChange } = renderControl(AdhocFilterControl, filters, []);
    fireEvent.click(screen.getByTestId('adhoc_filters-add'));

    // Act
    choose('Column', 'num');
    const values = screen.getByRole('combobox', { name: 'Values' });
    typeInto(values, '1');
    fireEvent.keyDown(values, { key: 'Enter' });
    typeInto(values, '2');
    fireEvent.keyDown(values, { key: ',' });
    fireEvent.click(screen.getByTestId('popover-save'));

    // Assert
    expect(onChange.mock.calls).toEqual([
      [[{ ...simple('num', 'IN', [1, 2]), filterOptionName: expect.stringMatching(/^filter_/) }]],
    ]);
  });

  it('adds a single value filter', () => {
    // Arrange
    const { onChange } = renderControl(AdhocFilterControl, filters, []);
    fireEvent.click(screen.getByTestId('adhoc_filters-add'));

    // Act
    choose('Column', 'state');
    choose('Operator', 'Like');
    fireEvent.change(screen.getByRole('textbox', { name: 'Value' }), { target: { value: 'C%' } });
    fireEvent.click(screen.getByTestId('popover-save'));

    // Assert
    expect(onChange.mock.calls).toEqual([
      [[{ ...simple('state', 'LIKE', 'C%'), filterOptionName: expect.stringMatching(/^filter_/) }]],
    ]);
  });

  it('adds a custom SQL HAVING filter', () => {
    // Arrange
    const { onChange } = renderControl(AdhocFilterControl, filters, []);
    fireEvent.click(screen.getByTestId('adhoc_filters-add'));

    // Act
    fireEvent.click(screen.getByRole('tab', { name: 'Custom SQL' }));
    choose('Clause', 'HAVING');
    fireEvent.change(screen.getByRole('textbox', { name: 'Custom SQL' }), { target: { value: 'SUM(num) > 10' } });
    fireEvent.click(screen.getByTestId('popover-save'));

    // Assert
    expect(onChange.mock.calls).toEqual([
      [
        [
          {
            expressionType: 'SQL',
            clause: 'HAVING',
            subject: null,
            operator: null,
            comparator: null,
            sqlExpression: 'SUM(num) > 10',
            filterOptionName: expect.stringMatching(/^filter_/),
            isExtra: false,
            isNew: false,
          },
        ],
      ],
    ]);
  });

  it('opens a dropped temporal column as a time range filter', () => {
    // Arrange
    const { onChange, target } = renderDroppable(AdhocFilterControl, filters, []);

    // Act
    act(() => target()!.onDrop({ kind: 'column', column: DATASOURCE.columns[0]! }));
    const popover = screen.getByTestId('adhoc_filters-popover');
    choose('RANGE TYPE', 'Last');
    fireEvent.click(within(popover).getByTestId('popover-save'));

    // Assert
    expect(onChange.mock.calls).toEqual([
      [[{ ...simple('ds', 'TEMPORAL_RANGE', 'Last week'), filterOptionName: expect.stringMatching(/^filter_/) }]],
    ]);
  });

  it('edits a filter, keeping its option name', () => {
    // Arrange
    const { onChange } = renderControl(AdhocFilterControl, filters, [simple('num', '>', 5)]);
    fireEvent.click(screen.getByText('num > 5'));

    // Act
    choose('Operator', 'Is not null');
    fireEvent.click(screen.getByTestId('popover-save'));

    // Assert
    expect(onChange.mock.calls).toEqual([[[simple('num', 'IS NOT NULL', null)]]]);
  });
});

describe('operatorsFor', () => {
  const column = (type_generic: number, is_dttm = false) => ({
    column_name: 'c',
    verbose_name: null,
    type: null,
    type_generic,
    is_dttm,
    groupby: true,
    filterable: true,
    expression: null,
    description: null,
    python_date_format: null,
  });

  it.each([
    [
      'a time column gets a time range, not LIKE',
      column(2, true),
      ['==', '!=', '>', '<', '>=', '<=', 'IN', 'NOT IN', 'IS NULL', 'IS NOT NULL', 'TEMPORAL_RANGE'],
    ],
    [
      'a text column gets LIKE, not a time range',
      column(1),
      ['==', '!=', '>', '<', '>=', '<=', 'IN', 'NOT IN', 'LIKE', 'ILIKE', 'IS NULL', 'IS NOT NULL'],
    ],
    [
      'a number column gets neither',
      column(0),
      ['==', '!=', '>', '<', '>=', '<=', 'IN', 'NOT IN', 'IS NULL', 'IS NOT NULL'],
    ],
    [
      'a boolean column gets IS TRUE and IS FALSE',
      column(3),
      ['==', '!=', '>', '<', '>=', '<=', 'IN', 'NOT IN', 'IS NULL', 'IS NOT NULL', 'IS TRUE', 'IS FALSE'],
    ],
  ])('%s', (_case, picked, expected) => {
    // Act / Assert
    expect(operatorsFor(picked)).toEqual(expected);
  });
});

describe('operator words', () => {
  it.each([
    ['==', 'Equal to (=)'],
    ['!=', 'Not equal to (≠)'],
    ['>', 'Greater than (>)'],
    ['<', 'Less than (<)'],
    ['>=', 'Greater or equal (>=)'],
    ['<=', 'Less or equal (<=)'],
    ['IN', 'In'],
    ['NOT IN', 'Not in'],
    ['LIKE', 'Like'],
    ['NOT LIKE', 'Not like'],
    ['ILIKE', 'Like (case insensitive)'],
    ['IS NULL', 'Is null'],
    ['IS NOT NULL', 'Is not null'],
    ['IS TRUE', 'Is true'],
    ['IS FALSE', 'Is false'],
    ['TEMPORAL_RANGE', 'Time range'],
    ['in', 'In'],
  ])('names %s "%s"', (operator, words) => {
    // Act
    const label = operatorLabel(operator);

    // Assert
    expect(label).toBe(words);
  });

  it("lists a saved filter's operator the column would not offer first, in words", () => {
    // Arrange
    const text = {
      column_name: 'c',
      verbose_name: null,
      type: 'VARCHAR',
      type_generic: 1,
      is_dttm: false,
      groupby: true,
      filterable: true,
      expression: null,
      description: null,
      python_date_format: null,
    };

    // Act
    const options = operatorOptions(text, 'NOT LIKE').slice(0, 3);

    // Assert
    expect(options).toEqual([
      { value: 'NOT LIKE', label: 'Not like' },
      { value: '==', label: 'Equal to (=)' },
      { value: '!=', label: 'Not equal to (≠)' },
    ]);
  });

  it('shows a time range filter as a time range in the popover, never its raw operator', () => {
    // Arrange
    renderControl(AdhocFilterControl, filters, [simple('ds', 'TEMPORAL_RANGE', 'Last week')]);

    // Act
    fireEvent.click(screen.getByText('ds (Last week)'));

    // Assert
    expect((screen.getByRole('combobox', { name: 'Operator' }) as HTMLInputElement).value).toBe('Time range');
  });
});
