// @vitest-environment happy-dom
import { act } from '@testing-library/react';
import { useRef } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AUTH_STORAGE_KEY } from '../../../../../web/app/core/http/token-store.ts';
import {
  useLabelColorSaving,
  type PageLabelColors,
} from '../../../../../web/app/features/dashboard/use-label-color-saving.ts';
import { createLabelColorBook } from '../../../../../web/app/plugins/common/label-colors.ts';
import { renderWithProviders } from '../../render-with-providers.tsx';

const NOTHING_SAVED = { map_label_colors: {}, shared_label_colors: [], color_scheme_domain: [] };

/** The colour saves the page sent: method, path and body. */
function fakeApi() {
  const saves: { method: string; url: string; body: unknown }[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      saves.push({ method: init?.method ?? 'GET', url: String(input), body: JSON.parse(String(init?.body ?? 'null')) });
      return new Response('{}', { status: 200 });
    }),
  );
  return saves;
}

/** A dashboard page of one chart card, loading or drawn, whose chart has drawn the label "girl". */
function Page({ page, canSave, loading }: { page: PageLabelColors; canSave: boolean; loading: boolean }) {
  const root = useRef<HTMLDivElement>(null);
  useLabelColorSaving(page, 7, canSave, root);
  return (
    <div ref={root}>
      <div data-testid="dashboard-chart">
        <div data-chart-status={loading ? 'loading' : 'rendered'} />
      </div>
    </div>
  );
}

function drawnPage(): PageLabelColors {
  const book = createLabelColorBook({ scheme: 'supersetColors' });
  book.forChart('1')('girl');
  return { book, saved: NOTHING_SAVED };
}

describe('useLabelColorSaving', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    window.localStorage.setItem(AUTH_STORAGE_KEY, JSON.stringify({ access_token: 'a-1' }));
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
    window.localStorage.clear();
  });

  it('saves the settled colours as upkeep once no chart is loading any more', async () => {
    // Arrange
    const saves = fakeApi();
    const page = drawnPage();
    const view = renderWithProviders(<Page page={page} canSave loading />);
    await act(() => vi.advanceTimersByTimeAsync(2000));
    const whileLoading = saves.length;

    // Act
    view.container.querySelector('[data-chart-status]')?.setAttribute('data-chart-status', 'rendered');
    await act(() => vi.advanceTimersByTimeAsync(600));

    // Assert
    expect(whileLoading).toBe(0);
    expect(saves).toEqual([
      {
        method: 'PUT',
        url: expect.stringMatching(/\/api\/v1\/dashboard\/7\/colors\?mark_updated=false$/),
        body: {
          map_label_colors: { girl: '#1FA8C9' },
          shared_label_colors: [],
          color_scheme_domain: page.book.settled().domain,
        },
      },
    ]);
  });

  it('saves nothing when the dashboard holds the settled colours already', async () => {
    // Arrange
    const saves = fakeApi();
    const page = drawnPage();
    page.saved = {
      map_label_colors: { girl: '#1FA8C9' },
      shared_label_colors: [],
      color_scheme_domain: page.book.settled().domain,
    };

    // Act
    renderWithProviders(<Page page={page} canSave loading={false} />);
    await act(() => vi.advanceTimersByTimeAsync(2000));

    // Assert
    expect(saves).toEqual([]);
  });

  it('saves nothing for a viewer who may not write the dashboard', async () => {
    // Arrange
    const saves = fakeApi();

    // Act
    renderWithProviders(<Page page={drawnPage()} canSave={false} loading={false} />);
    await act(() => vi.advanceTimersByTimeAsync(2000));

    // Assert
    expect(saves).toEqual([]);
  });
});
