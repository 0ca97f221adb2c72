// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AUTH_STORAGE_KEY } from '../../../../../web/app/core/http/token-store.ts';
import { fetchChartData, prefetchChartData } from '../../../../../web/app/features/chart/fetch-chart-data.ts';

const context = (chartId: number) => ({
  datasource: { id: 3, type: 'table' as const },
  queries: [{ metrics: ['count'] }],
  form_data: { slice_id: chartId },
  force: false,
});
const answerOf = (rows: number) => ({
  result: [{ data: Array.from({ length: rows }, (_, n) => ({ n })), colnames: ['n'], coltypes: [0], rowcount: rows }],
});

describe('a prefetched chart data request', () => {
  let posts: string[];
  beforeEach(() => {
    window.localStorage.setItem(AUTH_STORAGE_KEY, JSON.stringify({ access_token: 'a-1' }));
    posts = [];
    vi.stubGlobal('fetch', async (_url: string, init: RequestInit) => {
      const body = JSON.parse(String(init.body)) as { form_data: { slice_id: number } };
      posts.push(String(body.form_data.slice_id));
      return new Response(JSON.stringify(answerOf(body.form_data.slice_id)), { status: 200 });
    });
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.useRealTimers();
    window.localStorage.clear();
  });

  it('answers the chart that asks the same, once: one request, and the next ask sends its own', async () => {
    // Arrange
    prefetchChartData(context(2));

    // Act
    const first = await fetchChartData(context(2), new AbortController().signal);
    const second = await fetchChartData(context(2), new AbortController().signal);

    // Assert
    expect({ posts, rows: [first[0]!.rowcount, second[0]!.rowcount] }).toEqual({ posts: ['2', '2'], rows: [2, 2] });
  });

  it('is not the answer of another query, which is sent on its own', async () => {
    // Arrange
    prefetchChartData(context(2));

    // Act
    const other = await fetchChartData(context(5), new AbortController().signal);
    const same = await fetchChartData(context(2), new AbortController().signal);

    // Assert
    expect({ posts, rows: [other[0]!.rowcount, same[0]!.rowcount] }).toEqual({ posts: ['2', '5'], rows: [5, 2] });
  });

  it('is let go after 10 s: a chart asking later sends its own request', async () => {
    // Arrange
    vi.useFakeTimers({ toFake: ['Date'] });
    prefetchChartData(context(4));
    vi.setSystemTime(Date.now() + 10_001);

    // Act
    await fetchChartData(context(4), new AbortController().signal);

    // Assert
    expect(posts).toEqual(['4', '4']);
  });
});
