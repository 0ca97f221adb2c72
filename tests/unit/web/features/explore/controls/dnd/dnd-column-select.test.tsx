// @vitest-environment happy-dom
import { act, fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { DndColumnSelect } from '../../../../../../../web/app/features/explore/controls/columns/dnd-column-select.tsx';
import { DATASOURCE, renderControl, renderDroppable } from '../harness.tsx';

const groupby = { type: 'DndColumnSelect' as const, name: 'groupby', label: 'Dimensions', multi: true };

describe('DndColumnSelect', () => {
  it('shows dataset and ad-hoc columns as chips', () => {
    // Arrange + Act
    renderControl(DndColumnSelect, groupby, [
      'gender',
      { sqlExpression: 'UPPER(state)', label: 'State', expressionType: 'SQL' },
    ]);

    // Assert
    expect(screen.getAllByTestId('groupby-chip').map((chip) => chip.textContent)).toEqual(['gender', 'State']);
  });

  it('adds a picked dataset column by name', () => {
    // Arrange
    const { onChange } = renderControl(DndColumnSelect, groupby, ['gender']);
    fireEvent.click(screen.getByTestId('groupby-add'));

    // Act
    fireEvent.click(screen.getByRole('combobox', { name: 'Column' }));
    fireEvent.click(screen.getByRole('option', { name: 'state' }));
    fireEvent.click(screen.getByTestId('popover-save'));

    // Assert
    expect(onChange.mock.calls).toEqual([[['gender', 'state']]]);
  });

  it('adds a custom SQL column, its label defaulting to the expression', () => {
    // Arrange
    const { onChange } = renderControl(DndColumnSelect, { ...groupby, multi: false, name: 'x_axis' }, null);
    fireEvent.click(screen.getByTestId('x_axis-add'));

    // Act
    fireEvent.click(screen.getByRole('tab', { name: 'Custom SQL' }));
    fireEvent.change(screen.getByRole('textbox', { name: 'Custom SQL' }), { target: { value: 'LOWER(gender)' } });
    fireEvent.click(screen.getByTestId('popover-save'));

    // Assert
    expect(onChange.mock.calls).toEqual([
      [{ sqlExpression: 'LOWER(gender)', label: 'LOWER(gender)', expressionType: 'SQL' }],
    ]);
  });

  it('hides the add button of a single control that holds a column', () => {
    // Arrange + Act
    renderControl(DndColumnSelect, { ...groupby, multi: false, name: 'x_axis' }, 'ds');

    // Assert
    expect(screen.queryByTestId('x_axis-add')).toBeNull();
  });

  it('adds a dropped column at once and accepts only columns', () => {
    // Arrange
    const { onChange, target } = renderDroppable(DndColumnSelect, groupby, ['gender']);

    // Act
    act(() => target()!.onDrop({ kind: 'column', column: DATASOURCE.columns[0]! }));

    // Assert
    expect(target()!.accepts).toEqual(['column']);
    expect(onChange.mock.calls).toEqual([[['gender', 'ds']]]);
  });
});
