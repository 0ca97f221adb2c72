import type { Locator, Page } from 'playwright-core';
import { expect } from 'vitest';

/**
 * Drags `source` onto `target` as a person does with a mouse: press, a first small move that starts dnd-kit's drag,
 * then a move in steps to the point of `target` (fractions of its box), and release once the target itself shows
 * its drop indicator (`indicator`, by default the one drawn directly in the target).
 */
export async function drag(
  page: Page,
  source: Locator,
  target: Locator,
  at = { x: 0.5, y: 0.5 },
  indicator = target.locator(':scope > [data-drop-position]'),
): Promise<void> {
  const from = await source.boundingBox();
  const to = await target.boundingBox();
  if (!from || !to) throw new Error('drag source or target is not on screen');
  await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
  await page.mouse.down();
  await page.mouse.move(from.x + from.width / 2 + 12, from.y + from.height / 2 + 12, { steps: 4 });
  await page.mouse.move(to.x + to.width * at.x, to.y + to.height * at.y, { steps: 20 });
  await indicator.waitFor();
  await page.mouse.up();
  await expect.poll(() => clicksReachThePage(page)).toBe(true);
}

/**
 * Whether a click reaches the page's own handlers: dnd-kit swallows clicks for a moment after a drag ends (so letting
 * go is not also a click), which a script clicking Save at once would run into where a person never does.
 */
function clicksReachThePage(page: Page): Promise<boolean> {
  return page.evaluate(() => {
    let reached = false;
    const listener = () => (reached = true);
    window.addEventListener('click', listener);
    document.body.dispatchEvent(new MouseEvent('click', { bubbles: true }));
    window.removeEventListener('click', listener);
    return reached;
  });
}
