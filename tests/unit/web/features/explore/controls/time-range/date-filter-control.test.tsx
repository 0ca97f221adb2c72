// @vitest-environment happy-dom
import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import {
  DateFilterControl,
  TimeRangePicker,
} from '../../../../../../../web/app/features/explore/controls/time-range/date-filter-control.tsx';
import { renderControl, renderInMantine } from '../harness.tsx';

const NOW = () => new Date('2024-03-15T10:30:00Z');

function renderPicker(value: string) {
  const onChange = vi.fn<(value: string) => void>();
  renderInMantine(<TimeRangePicker name="time_range" value={value} onChange={onChange} now={NOW} />);
  fireEvent.click(screen.getByTestId('time_range-chip'));
  return onChange;
}

function chooseType(type: string) {
  fireEvent.click(screen.getByRole('combobox', { name: 'RANGE TYPE' }));
  fireEvent.click(screen.getByRole('option', { name: type }));
}

describe('DateFilterControl', () => {
  it('shows No filter when the form data has no range', () => {
    // Arrange + Act
    renderControl(DateFilterControl, { type: 'DateFilterControl', name: 'time_range', label: 'Time range' }, undefined);

    // Assert
    expect(screen.getByTestId('time_range-chip').textContent).toBe('No filter');
  });
});

describe('TimeRangePicker', () => {
  it('opens on the range type of the value, with its actual range', () => {
    // Arrange + Act
    renderPicker('Last week');

    // Assert
    expect((screen.getByRole('combobox', { name: 'RANGE TYPE' }) as HTMLInputElement).value).toBe('Last');
    expect((screen.getByRole('radio', { name: 'Last week' }) as HTMLInputElement).checked).toBe(true);
    expect(screen.getByTestId('time-range-preview').textContent).toBe('2024-03-08 ≤ col < 2024-03-15');
  });

  it.each([
    ['Last', 'Last month', 'Last month'],
    ['Previous', 'Previous Calendar Year', 'previous calendar year'],
  ])('applies a %s range', (type, option, expected) => {
    // Arrange
    const onChange = renderPicker('No filter');

    // Act
    chooseType(type);
    fireEvent.click(screen.getByRole('radio', { name: option }));
    fireEvent.click(screen.getByTestId('popover-save'));

    // Assert
    expect(onChange.mock.calls).toEqual([[expected]]);
  });

  it('applies an Advanced range and previews it', () => {
    // Arrange
    const onChange = renderPicker('Last week');

    // Act
    chooseType('Advanced');
    fireEvent.change(screen.getByRole('textbox', { name: 'END (EXCLUSIVE)' }), { target: { value: '2024-03-10' } });
    const preview = screen.getByTestId('time-range-preview').textContent;
    fireEvent.click(screen.getByTestId('popover-save'));

    // Assert
    expect(preview).toBe('2024-03-08 ≤ col < 2024-03-10');
    expect(onChange.mock.calls).toEqual([['Last week : 2024-03-10']]);
  });

  it('shows why an Advanced range cannot be read and will not apply it', () => {
    // Arrange
    const onChange = renderPicker(' : ');

    // Act
    fireEvent.change(screen.getByRole('textbox', { name: 'START (INCLUSIVE)' }), { target: { value: 'someday' } });

    // Assert
    expect(screen.getByTestId('time-range-preview').textContent).toContain('someday');
    expect((screen.getByTestId('popover-save') as HTMLButtonElement).disabled).toBe(true);
    expect(onChange).not.toHaveBeenCalled();
  });

  it('applies a Custom range starting at a specific date and ending now', () => {
    // Arrange
    const onChange = renderPicker('No filter');

    // Act
    chooseType('Custom');
    fireEvent.click(screen.getAllByRole('radio', { name: 'Specific Date/Time' })[0]!);
    fireEvent.change(screen.getByLabelText('START (INCLUSIVE) date'), { target: { value: '2024-01-01T00:00' } });
    fireEvent.click(screen.getByTestId('popover-save'));

    // Assert
    expect(onChange.mock.calls).toEqual([['2024-01-01T00:00:00 : now']]);
  });

  it('applies No filter', () => {
    // Arrange
    const onChange = renderPicker('Last week');

    // Act
    chooseType('No filter');
    fireEvent.click(screen.getByTestId('popover-save'));

    // Assert
    expect(onChange.mock.calls).toEqual([['No filter']]);
  });
});
