// @vitest-environment happy-dom
import { act, fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { MetricsControl } from '../../../../../../../web/app/features/explore/controls/metrics/metrics-control.tsx';
import { DATASOURCE, renderControl, renderDroppable, typeInto } from '../harness.tsx';

const SUM_NUM = {
  expressionType: 'SIMPLE',
  column: { column_name: 'num' },
  aggregate: 'SUM',
  label: 'SUM(num)',
  hasCustomLabel: false,
  optionName: 'metric_1',
  sqlExpression: null,
};

const metricsConfig = { type: 'MetricsControl' as const, name: 'metrics', label: 'Metrics', multi: true };

function choose(label: string, option: string) {
  fireEvent.click(screen.getByRole('combobox', { name: label }));
  fireEvent.click(screen.getByRole('option', { name: option }));
}

describe('MetricsControl', () => {
  it('shows a chip per metric', () => {
    // Arrange + Act
    renderControl(MetricsControl, metricsConfig, [
      'count',
      SUM_NUM,
      { expressionType: 'SQL', sqlExpression: 'MAX(num)', label: 'Top' },
    ]);

    // Assert
    expect(screen.getAllByTestId('metrics-chip').map((chip) => chip.textContent)).toEqual(['count', 'SUM(num)', 'Top']);
  });

  it('adds a Simple metric of a column and an aggregate', () => {
    // Arrange
    const { onChange } = renderControl(MetricsControl, metricsConfig, ['count']);
    fireEvent.click(screen.getByTestId('metrics-add'));

    // Act
    choose('Column', 'num');
    choose('Aggregate', 'AVG');
    fireEvent.click(screen.getByTestId('popover-save'));

    // Assert
    const column = DATASOURCE.columns[2];
    expect(onChange.mock.calls).toEqual([
      [
        [
          'count',
          {
            expressionType: 'SIMPLE',
            column,
            aggregate: 'AVG',
            sqlExpression: null,
            label: 'AVG(num)',
            hasCustomLabel: false,
            optionName: expect.stringMatching(/^metric_/),
          },
        ],
      ],
    ]);
  });

  it('adds a Custom SQL metric with a label', () => {
    // Arrange
    const { onChange } = renderControl(MetricsControl, metricsConfig, []);
    fireEvent.click(screen.getByTestId('metrics-add'));

    // Act
    fireEvent.click(screen.getByRole('tab', { name: 'Custom SQL' }));
    fireEvent.change(screen.getByRole('textbox', { name: 'Custom SQL' }), { target: { value: ' SUM(num) / 2 ' } });
    fireEvent.change(screen.getByRole('textbox', { name: 'Metric label' }), { target: { value: 'Half' } });
    fireEvent.click(screen.getByTestId('popover-save'));

    // Assert
    expect(onChange.mock.calls).toEqual([
      [
        [
          {
            expressionType: 'SQL',
            sqlExpression: 'SUM(num) / 2',
            label: 'Half',
            hasCustomLabel: true,
            optionName: expect.stringMatching(/^metric_/),
          },
        ],
      ],
    ]);
  });

  it('writes one saved metric name for a single metric control', () => {
    // Arrange
    const { onChange } = renderControl(
      MetricsControl,
      { type: 'MetricsControl', name: 'metric', label: 'Metric' },
      null,
    );
    fireEvent.click(screen.getByTestId('metric-add'));

    // Act
    fireEvent.click(screen.getByRole('tab', { name: 'Saved' }));
    choose('Saved metric', 'COUNT(*)');
    fireEvent.click(screen.getByTestId('popover-save'));

    // Assert
    expect(onChange.mock.calls).toEqual([['count']]);
  });

  it('edits a chip in place, keeping its option name', () => {
    // Arrange
    const { onChange } = renderControl(MetricsControl, metricsConfig, ['count', SUM_NUM]);
    fireEvent.click(screen.getByText('SUM(num)'));

    // Act
    choose('Aggregate', 'MAX');
    fireEvent.click(screen.getByTestId('popover-save'));

    // Assert
    expect(onChange.mock.calls).toEqual([
      [['count', { ...SUM_NUM, column: DATASOURCE.columns[2], aggregate: 'MAX', label: 'MAX(num)' }]],
    ]);
  });

  it('removes a chip', () => {
    // Arrange
    const { onChange } = renderControl(MetricsControl, metricsConfig, ['count', SUM_NUM]);

    // Act
    fireEvent.click(screen.getByRole('button', { name: 'Remove count' }));

    // Assert
    expect(onChange.mock.calls).toEqual([[[SUM_NUM]]]);
  });

  it('cannot save until the Simple tab has a column and an aggregate', () => {
    // Arrange
    renderControl(MetricsControl, metricsConfig, []);

    // Act
    fireEvent.click(screen.getByTestId('metrics-add'));
    choose('Column', 'num');

    // Assert
    expect((screen.getByTestId('popover-save') as HTMLButtonElement).disabled).toBe(true);
  });

  it('adds a dropped saved metric at once', () => {
    // Arrange
    const { onChange, target } = renderDroppable(MetricsControl, metricsConfig, []);

    // Act
    act(() => target()!.onDrop({ kind: 'metric', metric: DATASOURCE.metrics[1]! }));

    // Assert
    expect(target()!.accepts).toEqual(['metric', 'column']);
    expect(onChange.mock.calls).toEqual([[['sum__num']]]);
  });
});

describe('MetricsControl drop of a column', () => {
  it('opens Simple with the column chosen', () => {
    // Arrange
    const { target } = renderDroppable(MetricsControl, metricsConfig, []);

    // Act
    act(() => target()!.onDrop({ kind: 'column', column: DATASOURCE.columns[2]! }));

    // Assert
    const popover = screen.getByTestId('metrics-popover');
    expect((within(popover).getByRole('combobox', { name: 'Column' }) as HTMLInputElement).value).toBe('num');
    expect(within(popover).getByRole('tab', { name: 'Simple' }).getAttribute('aria-selected')).toBe('true');
  });

  it('keeps typed text out of the value until saved', () => {
    // Arrange
    const { onChange } = renderControl(MetricsControl, metricsConfig, []);
    fireEvent.click(screen.getByTestId('metrics-add'));

    // Act
    typeInto(screen.getByRole('textbox', { name: 'Metric label' }), 'x');

    // Assert
    expect(onChange).not.toHaveBeenCalled();
  });
});
