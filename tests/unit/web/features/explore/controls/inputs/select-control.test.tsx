// @vitest-environment happy-dom
import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { MultiSelectControl } from '../../../../../../../web/app/features/explore/controls/inputs/multi-select-control.tsx';
import { SelectControl } from '../../../../../../../web/app/features/explore/controls/inputs/select-control.tsx';
import { renderControl, typeInto } from '../harness.tsx';

const CHOICES = [
  ['sum', 'Sum'],
  [10, 'Ten'],
] as const;

function pick(label: string, optionName: string) {
  fireEvent.click(screen.getByRole('combobox', { name: label }));
  fireEvent.click(screen.getByRole('option', { name: optionName }));
}

describe('SelectControl', () => {
  it('shows the label of the chosen value', () => {
    // Arrange + Act
    renderControl(SelectControl, { type: 'SelectControl', label: 'Agg', choices: CHOICES }, 'sum');

    // Assert
    expect((screen.getByRole('combobox', { name: 'Agg' }) as HTMLInputElement).value).toBe('Sum');
  });

  it.each([
    ['a text choice', 'Sum', 'sum'],
    ['a numeric choice, kept a number', 'Ten', 10],
  ])('emits %s', (_, option, expected) => {
    // Arrange
    const { onChange } = renderControl(SelectControl, { type: 'SelectControl', label: 'Agg', choices: CHOICES }, null);

    // Act
    pick('Agg', option);

    // Assert
    expect(onChange.mock.calls).toEqual([[expected]]);
  });

  it('offers typed text as a value of its own when free form', () => {
    // Arrange
    const { onChange } = renderControl(
      SelectControl,
      { type: 'SelectControl', label: 'Agg', choices: CHOICES, freeForm: true },
      null,
    );
    const input = screen.getByRole('combobox', { name: 'Agg' });

    // Act
    fireEvent.click(input);
    typeInto(input, 'median');
    fireEvent.click(screen.getByRole('option', { name: 'median' }));

    // Assert
    expect(onChange.mock.calls).toEqual([['median']]);
  });

  it('keeps a free-form value that is not among the choices', () => {
    // Arrange + Act
    renderControl(SelectControl, { type: 'SelectControl', label: 'Agg', choices: CHOICES, freeForm: true }, 'p90');

    // Assert
    expect((screen.getByRole('combobox', { name: 'Agg' }) as HTMLInputElement).value).toBe('p90');
  });

  it('adds to a multi select, keeping value types', () => {
    // Arrange
    const { onChange } = renderControl(
      MultiSelectControl,
      { type: 'SelectControl', label: 'Many', choices: CHOICES, multi: true },
      ['sum'],
    );

    // Act
    pick('Many', 'Ten');

    // Assert
    expect(onChange.mock.calls).toEqual([[['sum', 10]]]);
  });
});
