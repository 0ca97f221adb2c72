// @vitest-environment happy-dom
import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import {
  costTableOf,
  EstimateCostButton,
  limitChoices,
  QueryLimitSelect,
  RunQueryButton,
  TemplateParamsEditor,
} from '../../../../../../web/app/features/sqllab/editor/index.ts';
import { renderWithProviders } from '../../../render-with-providers.tsx';

describe('RunQueryButton', () => {
  it.each([
    ['Run for the whole SQL', null, 'SELECT 1', null, 'Run', false],
    [
      'Run selection while text is selected',
      'success' as const,
      'SELECT 1; SELECT 2',
      'SELECT 2',
      'Run selection',
      false,
    ],
    ['Stop while the query runs', 'running' as const, 'SELECT 1', null, 'Stop', false],
    ['Run, disabled, for comments only', null, '-- nothing\n/* here */', null, 'Run', true],
  ])('%s', (_name, queryState, sql, selectedText, label, disabled) => {
    // Arrange, Act
    renderWithProviders(
      <RunQueryButton queryState={queryState} sql={sql} selectedText={selectedText} onRun={vi.fn()} onStop={vi.fn()} />,
    );
    const button = screen.getByTestId('run-query-action');
    // Assert
    expect({ label: button.textContent, disabled: (button as HTMLButtonElement).disabled }).toEqual({
      label,
      disabled,
    });
  });

  it.each([
    ['pending' as const, { stops: 1, runs: 0 }],
    ['success' as const, { stops: 0, runs: 1 }],
  ])('calls Stop or Run when clicked with a %s query', (queryState, expected) => {
    // Arrange
    const onRun = vi.fn();
    const onStop = vi.fn();
    renderWithProviders(
      <RunQueryButton queryState={queryState} sql="SELECT 1" selectedText={null} onRun={onRun} onStop={onStop} />,
    );
    // Act
    fireEvent.click(screen.getByTestId('run-query-action'));
    // Assert
    expect({ stops: onStop.mock.calls.length, runs: onRun.mock.calls.length }).toEqual(expected);
  });
});

describe('QueryLimitSelect', () => {
  it.each([
    [100_000, [10, 100, 1_000, 10_000, 100_000]],
    [5_000, [10, 100, 1_000, 5_000]],
    [10, [10]],
  ])('offers powers of ten up to maxRow %i', (maxRow, expected) => {
    // Arrange, Act, Assert
    expect(limitChoices(maxRow)).toEqual(expected);
  });

  it('shows the limit with spaces and reports the choice', async () => {
    // Arrange
    const onChange = vi.fn();
    renderWithProviders(<QueryLimitSelect value={null} defaultLimit={1000} maxRow={100_000} onChange={onChange} />);
    // Act
    fireEvent.click(screen.getByRole('button', { name: 'Row limit 1000' }));
    fireEvent.click(await screen.findByRole('menuitem', { name: '100 000' }));
    // Assert
    expect(screen.getByRole('button', { name: 'Row limit 1000' }).textContent).toBe('LIMIT: 1 000');
    expect(onChange).toHaveBeenCalledWith(100_000);
  });
});

// Mantine's overlays mount in a few seconds on a loaded machine.
describe('TemplateParamsEditor', { timeout: 30_000 }, () => {
  it('counts the parameters, flags invalid JSON and reports edits', async () => {
    // Arrange
    const onChange = vi.fn();
    renderWithProviders(<TemplateParamsEditor value={'{"a": 1, "b": 2}'} onChange={onChange} />);
    const trigger = screen.getByRole('button', { name: /Parameters/ });
    // Act
    fireEvent.click(trigger);
    const input = await screen.findByLabelText('Parameters (JSON)');
    fireEvent.change(input, { target: { value: '{"a": ' } });
    // Assert
    expect(trigger.textContent).toBe('Parameters2');
    expect(onChange).toHaveBeenLastCalledWith('{"a": ');
    expect(await screen.findByText('Invalid JSON')).toBeTruthy();
  });
});

describe('EstimateCostButton', () => {
  const athena = [
    {
      statement: 1,
      sql: 'SELECT 1',
      rows: 10,
      bytes: 2048,
      bytes_scanned: 4096,
      cost_usd: 0.0000476,
      human: { rows: '10 rows', bytes: '2.0 KB', bytes_scanned: '4.0 KB', cost: '$0.000048' },
    },
  ];

  it.each([
    [
      'Athena statements with dollars',
      athena,
      {
        columns: ['Statement', 'Rows', 'Bytes', 'Bytes scanned', 'Cost'],
        rows: [['1', '10 rows', '2.0 KB', '4.0 KB', '$0.000048']],
      },
    ],
    [
      'DuckDB statements without a price',
      [
        {
          statement: 1,
          sql: 'SELECT 1',
          rows: 3,
          bytes: null,
          bytes_scanned: null,
          cost_usd: null,
          human: { rows: '3 rows' },
        },
      ],
      { columns: ['Statement', 'Rows'], rows: [['1', '3 rows']] },
    ],
    [
      'any other shape by its keys',
      [{ 'Total cost': 12.5, 'Output count': 3 }],
      { columns: ['Total cost', 'Output count'], rows: [['12.5', '3']] },
    ],
  ])('tables %s', (_name, cost, expected) => {
    // Arrange, Act, Assert
    expect(costTableOf(cost)).toEqual(expected);
  });

  it('asks for the estimate and shows it in a popover', async () => {
    // Arrange
    const onEstimate = vi.fn();
    renderWithProviders(
      <EstimateCostButton
        estimate={{ completed: true, cost: athena, error: null }}
        onEstimate={onEstimate}
        selectedText="SELECT 1"
      />,
    );
    // Act
    fireEvent.click(screen.getByRole('button', { name: 'Estimate selected query cost' }));
    const table = await screen.findByRole('table', { name: 'Cost estimate' });
    // Assert
    expect(onEstimate).toHaveBeenCalledTimes(1);
    expect([...table.querySelectorAll('tbody td')].map((cell) => cell.textContent)).toEqual([
      '1',
      '10 rows',
      '2.0 KB',
      '4.0 KB',
      '$0.000048',
    ]);
  });

  it('shows the estimate error', async () => {
    // Arrange
    renderWithProviders(
      <EstimateCostButton
        estimate={{ completed: false, cost: null, error: 'Estimate failed: no engine' }}
        onEstimate={vi.fn()}
        selectedText={null}
      />,
    );
    // Act
    fireEvent.click(screen.getByRole('button', { name: 'Estimate cost' }));
    // Assert
    expect(await screen.findByText('Estimate failed: no engine')).toBeTruthy();
  });
});
