// @vitest-environment happy-dom
import { act } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AUTH_STORAGE_KEY } from '../../../../../web/app/core/http/token-store.ts';
import {
  useChartRunner,
  type ChartRunner,
} from '../../../../../web/app/features/explore/components/chart/use-chart-runner.ts';
import { hydrated } from '../../../../../web/app/features/explore/state/index.ts';
import { NO_PERMISSIONS } from '../../../../../web/app/features/explore/state/permissions.ts';
import type { ChartPlugin } from '../../../../../web/app/plugins/types.ts';
import { renderWithProviders } from '../../render-with-providers.tsx';
import { savedChartResult } from './fixtures.ts';

/** Renders the runner for `plugin`, with the chart's auto run off, and hands back its controls. */
function renderRunner(plugin: ChartPlugin): { runner: () => ChartRunner } {
  let current: ChartRunner | undefined;
  function Probe() {
    current = useChartRunner(plugin, () => false);
    return null;
  }
  const { store } = renderWithProviders(<Probe />);
  act(() => {
    store.dispatch(hydrated({ result: savedChartResult, permissions: NO_PERMISSIONS }));
  });
  return { runner: () => current! };
}

describe('useChartRunner', () => {
  beforeEach(() => window.localStorage.setItem(AUTH_STORAGE_KEY, JSON.stringify({ access_token: 'a-1' })));
  afterEach(() => {
    vi.unstubAllGlobals();
    window.localStorage.clear();
  });

  it("asks the plugin to prepare its drawing library once the chart's query has gone out", async () => {
    // Arrange
    const calls: string[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => {
        calls.push('query sent');
        return new Response(JSON.stringify({ result: [] }), { status: 200 });
      }),
    );
    const plugin = {
      buildQuery: () => ({ datasource: { id: 3, type: 'table' }, queries: [{}] }),
      prepare: vi.fn(async () => calls.push('prepare')),
    } as unknown as ChartPlugin;
    const { runner } = renderRunner(plugin);

    // Act
    await act(async () => runner().run());

    // Assert
    expect(calls).toEqual(['query sent', 'prepare']);
  });
});
