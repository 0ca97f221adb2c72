import type { Page } from 'playwright-core';

/** How many times each chart card rendered, by chart id: the card itself and its drawing area; and the layout's rows. */
export interface RenderCounts {
  cards: Record<string, number>;
  areas: Record<string, number>;
  /** Renders of the layout's rows (`[data-testid="dashboard-row"]`), all rows together. */
  rows: number;
}

/**
 * Counts renders the way React's developer tools do, with no help from the app: React (the production build too)
 * reports every commit to `__REACT_DEVTOOLS_GLOBAL_HOOK__`, and this stand-in walks the committed tree. A host
 * element rendered again when its props object is new: React builds one each time the component around it renders,
 * and keeps the old one when it skips it. The card is `[data-testid="dashboard-chart"]`, its drawing area the
 * element with `data-chart-status`. A string: it runs in the page before the app's scripts.
 */
const COUNTER = `(() => {
  const counts = { cards: {}, areas: {}, rows: 0 };
  const seen = new WeakMap();
  const bump = (kind, element) => {
    const id = element.closest('[data-test-chart-id]')?.getAttribute('data-test-chart-id') ?? '?';
    counts[kind][id] = (counts[kind][id] ?? 0) + 1;
  };
  const visit = (root) => {
    const stack = [root];
    while (stack.length > 0) {
      const fiber = stack.pop();
      const props = fiber.memoizedProps;
      if (fiber.tag === 5 && props && fiber.stateNode && seen.get(fiber.stateNode) !== props) {
        seen.set(fiber.stateNode, props);
        if (props['data-testid'] === 'dashboard-chart') bump('cards', fiber.stateNode);
        else if (props['data-chart-status'] !== undefined) bump('areas', fiber.stateNode);
        else if (props['data-testid'] === 'dashboard-row') counts.rows += 1;
      }
      if (fiber.sibling) stack.push(fiber.sibling);
      if (fiber.child) stack.push(fiber.child);
    }
  };
  window.__renderCounts = counts;
  let committed = null;
  const sizeOf = (card) => {
    const size = { components: 0, elements: 0 };
    const stack = card.child ? [card.child] : [];
    while (stack.length > 0) {
      const fiber = stack.pop();
      if (fiber.tag === 5 || fiber.tag === 6) size.elements += 1;
      else size.components += 1;
      if (fiber.sibling) stack.push(fiber.sibling);
      if (fiber.child) stack.push(fiber.child);
    }
    return size;
  };
  window.__cardSizes = () => {
    const sizes = {};
    const stack = committed ? [committed] : [];
    while (stack.length > 0) {
      const fiber = stack.pop();
      if (fiber.sibling) stack.push(fiber.sibling);
      if (fiber.tag === 5 && fiber.memoizedProps?.['data-testid'] === 'dashboard-chart') sizes[fiber.memoizedProps['data-test-chart-id']] = sizeOf(fiber);
      else if (fiber.child) stack.push(fiber.child);
    }
    return sizes;
  };
  window.__REACT_DEVTOOLS_GLOBAL_HOOK__ = {
    renderers: new Map(), supportsFiber: true, isDisabled: false,
    inject: () => 1, checkDCE() {}, onScheduleFiberRoot() {}, onCommitFiberUnmount() {}, onPostCommitFiberRoot() {},
    onCommitFiberRoot: (_id, root) => {
      committed = root.current;
      visit(root.current);
    },
  };
})();`;

/** Makes every page of the page's context count renders from its first script on. */
export async function countRenders(page: Page): Promise<void> {
  await page.context().addInitScript(COUNTER);
}

/** The renders counted since the page loaded or since the last call, and a fresh count from now. */
export const takeRenderCounts = (page: Page): Promise<RenderCounts> =>
  page.evaluate(() => {
    const holder = window as unknown as { __renderCounts: RenderCounts };
    const counts = {
      cards: { ...holder.__renderCounts.cards },
      areas: { ...holder.__renderCounts.areas },
      rows: holder.__renderCounts.rows,
    };
    holder.__renderCounts.cards = {};
    holder.__renderCounts.areas = {};
    holder.__renderCounts.rows = 0;
    return counts;
  });

/** What one chart card is made of in the committed tree: its components (Mantine's and the app's) and its elements. */
export interface CardSize {
  components: number;
  elements: number;
}

/**
 * The size of each chart card in the page's last committed tree, by chart id: every component and host element under
 * the card's element (a chart's own drawing is not React's, so only the card's frame, header, menu and holders count).
 */
export const takeCardSizes = (page: Page): Promise<Record<string, CardSize>> =>
  page.evaluate(() => (window as unknown as { __cardSizes: () => Record<string, CardSize> }).__cardSizes());
