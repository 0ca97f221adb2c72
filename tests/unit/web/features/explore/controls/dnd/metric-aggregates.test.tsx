// @vitest-environment happy-dom
import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { MetricsControl } from '../../../../../../../web/app/features/explore/controls/metrics/metrics-control.tsx';
import { aggregatesFor } from '../../../../../../../web/app/features/explore/controls/metrics/metric-model.ts';
import type { DatasetColumn } from '../../../../../../../web/app/features/explore/controls/types.ts';
import { renderControl } from '../harness.tsx';

const column = (type: string | null, type_generic: number | null, is_dttm = false): DatasetColumn => ({
  column_name: 'c',
  verbose_name: null,
  type,
  type_generic,
  is_dttm,
  groupby: true,
  filterable: true,
  expression: null,
  description: null,
  python_date_format: null,
});

describe('aggregatesFor', () => {
  it.each([
    [
      'a number column takes every aggregate',
      column('BIGINT', 0),
      ['SUM', 'AVG', 'COUNT', 'COUNT_DISTINCT', 'MIN', 'MAX'],
    ],
    ['a text column is only counted', column('VARCHAR', 1), ['COUNT', 'COUNT_DISTINCT']],
    ['a boolean column is only counted', column('BOOLEAN', 3), ['COUNT', 'COUNT_DISTINCT']],
    [
      'a time column is counted and has a first and last value',
      column('TIMESTAMP', 2, true),
      ['COUNT', 'COUNT_DISTINCT', 'MIN', 'MAX'],
    ],
    [
      'a column flagged as time whatever its type reads as time',
      column('VARCHAR', 1, true),
      ['COUNT', 'COUNT_DISTINCT', 'MIN', 'MAX'],
    ],
    [
      'an untyped generic type falls back to the engine type',
      column('DATE', null),
      ['COUNT', 'COUNT_DISTINCT', 'MIN', 'MAX'],
    ],
    [
      'a column of unknown type takes every aggregate',
      column(null, null),
      ['SUM', 'AVG', 'COUNT', 'COUNT_DISTINCT', 'MIN', 'MAX'],
    ],
    ['no column yet: every aggregate', undefined, ['SUM', 'AVG', 'COUNT', 'COUNT_DISTINCT', 'MIN', 'MAX']],
  ])('%s', (_case, picked, expected) => {
    // Act
    const offered = aggregatesFor(picked);

    // Assert
    expect(offered).toEqual(expected);
  });
});

describe("the metric popover's Simple tab", () => {
  const metricsConfig = { type: 'MetricsControl' as const, name: 'metrics', label: 'Metrics', multi: true };
  const choose = (label: string, option: string) => {
    fireEvent.click(screen.getByRole('combobox', { name: label }));
    fireEvent.click(screen.getByRole('option', { name: option }));
  };
  const offeredAggregates = () => {
    fireEvent.click(screen.getByRole('combobox', { name: 'Aggregate' }));
    return screen.getAllByRole('option').map((option) => option.textContent);
  };

  it('offers a text column only the counting aggregates', () => {
    // Arrange
    renderControl(MetricsControl, metricsConfig, []);
    fireEvent.click(screen.getByTestId('metrics-add'));

    // Act
    choose('Column', 'gender');

    // Assert
    expect(offeredAggregates()).toEqual(['COUNT', 'COUNT_DISTINCT']);
  });

  it('drops an aggregate the newly picked column does not take, so it cannot be saved', () => {
    // Arrange
    renderControl(MetricsControl, metricsConfig, []);
    fireEvent.click(screen.getByTestId('metrics-add'));
    choose('Column', 'num');
    choose('Aggregate', 'SUM');

    // Act
    choose('Column', 'gender');

    // Assert
    expect({
      aggregate: (screen.getByRole('combobox', { name: 'Aggregate' }) as HTMLInputElement).value,
      canSave: !(screen.getByTestId('popover-save') as HTMLButtonElement).disabled,
    }).toEqual({ aggregate: '', canSave: false });
  });
});
