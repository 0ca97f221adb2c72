import { useEffect } from 'react';
import type { Layout } from '#shared/dashboard/layout.ts';

/** How long the page waits for the anchored chart's card to exist (a tab or a lazy layout may draw it late). */
const ANCHOR_WAIT_MS = 5000;

/**
 * A permalink shared from a chart's menu names the chart's layout id (`anchor`): the dashboard opens scrolled to that
 * chart, as Superset's does. The card may appear after the first paint, so the page watches for it a while.
 */
export function useScrollToAnchor(layout: Layout, anchor: string | null | undefined): void {
  const chartId = anchor ? layout[anchor]?.meta?.chartId : undefined;
  useEffect(() => {
    if (chartId === undefined) return;
    const find = () => document.querySelector<HTMLElement>(`[data-test-chart-id="${chartId}"]`);
    const scroll = (card: HTMLElement) => card.scrollIntoView({ block: 'start' });
    const card = find();
    if (card) return scroll(card);
    const observer = new MutationObserver(() => {
      const found = find();
      if (!found) return;
      observer.disconnect();
      scroll(found);
    });
    observer.observe(document.body, { childList: true, subtree: true });
    const timer = setTimeout(() => observer.disconnect(), ANCHOR_WAIT_MS);
    return () => {
      observer.disconnect();
      clearTimeout(timer);
    };
    // Once per opening: the layout changing later (edits) must not scroll the page back.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
}
