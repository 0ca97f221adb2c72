// @vitest-environment happy-dom
import { act, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { QueryStatus } from '../../../../../../web/app/features/sqllab/results/index.ts';
import { renderWithProviders } from '../../../render-with-providers.tsx';
import { queryOf } from './fixtures.ts';

const NOW = Date.UTC(2026, 4, 31, 12, 0, 0);

describe('QueryStatus', { timeout: 30_000 }, () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date', 'setInterval', 'clearInterval', 'setTimeout', 'clearTimeout'] });
    vi.setSystemTime(NOW);
  });
  afterEach(() => vi.useRealTimers());

  it("shows a running query's state, progress and the engine's words, and its clock ticks", () => {
    // Arrange
    const query = queryOf({
      state: 'running',
      progress: 40,
      startDttm: NOW - 1500,
      endDttm: null,
      results: null,
      extra: { progress_text: 'RUNNING, 1.2 GB scanned' },
    });
    renderWithProviders(<QueryStatus query={query} />);
    const before = screen.getByTestId('sqllab-elapsed-time').textContent;

    // Act
    act(() => void vi.advanceTimersByTime(2000));

    // Assert
    expect({
      state: screen.getByTestId('sqllab-query-state').textContent,
      before,
      after: screen.getByTestId('sqllab-elapsed-time').textContent,
      progress: screen.getByRole('progressbar').getAttribute('aria-valuenow'),
      text: screen.getByTestId('sqllab-progress-text').textContent,
    }).toEqual({
      state: 'Running',
      before: '00:00:01.50',
      after: '00:00:03.50',
      progress: '40',
      text: 'RUNNING, 1.2 GB scanned',
    });
  });

  it('shows a spinner before the engine reports progress, and a finished query its fixed duration', () => {
    // Arrange
    const waiting = queryOf({ state: 'pending', progress: 0, startDttm: NOW, endDttm: null, results: null });
    const view = renderWithProviders(<QueryStatus query={waiting} />);
    const spinner = screen.queryByLabelText('Query running') !== null;
    view.unmount();
    renderWithProviders(<QueryStatus query={queryOf({ results: null, startDttm: NOW - 5000, endDttm: NOW - 3750 })} />);

    // Act
    act(() => void vi.advanceTimersByTime(1000));

    // Assert
    expect({
      spinner,
      state: screen.getByTestId('sqllab-query-state').textContent,
      elapsed: screen.getByTestId('sqllab-elapsed-time').textContent,
    }).toEqual({
      spinner: true,
      state: 'Success',
      elapsed: '00:00:01.25',
    });
  });
});
