import type { Locator, Page } from 'playwright-core';

/** What a drawn dashboard's layout looks like to a user: how many cards show and what is wrong with where they are. */
export interface DrawnLayout {
  cards: number;
  problems: string[];
}

/**
 * The visible cards (charts and markdown) of the dashboard on screen, and every way their places are wrong: a card
 * past the grid's left or right edge, two cards overlapping, a page that scrolls sideways. Hidden tabs are skipped.
 */
export function drawnLayout(page: Page): Promise<DrawnLayout> {
  return page.evaluate(() => {
    const problems: string[] = [];
    const root = document.documentElement;
    if (root.scrollWidth > root.clientWidth)
      problems.push(`the page scrolls sideways (${root.scrollWidth} px in ${root.clientWidth} px)`);
    const grid = document.querySelector('[data-testid="dashboard-grid"]')!.getBoundingClientRect();
    const cards = [
      ...document.querySelectorAll<HTMLElement>('[data-testid="dashboard-chart"], [data-testid="dashboard-markdown"]'),
    ]
      .filter((element) => element.getClientRects().length > 0)
      .map((element) => ({
        name: element.querySelector('[data-testid="dashboard-chart-title"]')?.textContent || 'a markdown',
        box: element.getBoundingClientRect(),
      }));
    for (const { name, box } of cards) {
      if (box.right > grid.right + 0.5 || box.left < grid.left - 0.5)
        problems.push(`${name} lies past the grid's edge`);
    }
    cards.forEach((card, index) =>
      cards.slice(index + 1).forEach((other) => {
        const across = Math.min(card.box.right, other.box.right) - Math.max(card.box.left, other.box.left);
        const down = Math.min(card.box.bottom, other.box.bottom) - Math.max(card.box.top, other.box.top);
        if (across > 0.5 && down > 0.5) problems.push(`${card.name} overlaps ${other.name}`);
      }),
    );
    return { cards: cards.length, problems };
  });
}

/** Each visible chart card's width in grid columns of the dashboard's first row (12 columns, 16 px gutters). */
export function cardColumns(page: Page): Promise<Record<string, number>> {
  return page.evaluate(() => {
    const gutter = 16;
    const row = document.querySelector('[data-testid="dashboard-row"]')!.getBoundingClientRect();
    const column = (row.width - 11 * gutter) / 12;
    const cards = [...document.querySelectorAll<HTMLElement>('[data-testid="dashboard-chart"]')].filter(
      (element) => element.getClientRects().length > 0,
    );
    return Object.fromEntries(
      cards.map((card) => [
        card.querySelector('[data-testid="dashboard-chart-title"]')?.textContent ?? '',
        Math.round(((card.getBoundingClientRect().width + gutter) / (column + gutter)) * 10) / 10,
      ]),
    );
  });
}

/** What the drawn rows of a table chart look like: how many cells, how many rows wrapped, and text drawn over text. */
export interface DrawnTable {
  cells: number;
  wrappedRows: number;
  problems: string[];
}

/** Resolves once the table's drawn rows keep their boxes from one frame to the next (the rows are measured). */
async function rowsSettled(table: Locator): Promise<void> {
  await table.evaluate(
    (element) =>
      new Promise<void>((settled) => {
        let previous = '';
        const check = () => {
          const boxes = [...element.querySelectorAll('tbody tr')]
            .map((row) => JSON.stringify(row.getBoundingClientRect()))
            .join();
          if (boxes === previous) settled();
          else {
            previous = boxes;
            requestAnimationFrame(check);
          }
        };
        requestAnimationFrame(check);
      }),
  );
}

/**
 * The text of every drawn cell of the table chart in `card` (scrolled into view, so it draws), as the user sees it: any text drawn over another cell's
 * text, or running out of its own cell, is a problem. A row taller than one line (32 px) counts as wrapped.
 */
export async function drawnTable(card: Locator): Promise<DrawnTable> {
  await card.scrollIntoViewIfNeeded();
  const table = card.locator('table[role="grid"]');
  await table.locator('tbody tr').first().waitFor();
  await rowsSettled(table);
  return table.evaluate((element) => {
    const problems: string[] = [];
    const cells = [...element.querySelectorAll<HTMLElement>('tbody td')].map((cell) => {
      const range = document.createRange();
      range.selectNodeContents(cell);
      return { text: cell.textContent ?? '', cell: cell.getBoundingClientRect(), ink: range.getBoundingClientRect() };
    });
    for (const { text, cell, ink } of cells) {
      if (
        ink.width > 0 &&
        (ink.left < cell.left - 0.5 ||
          ink.right > cell.right + 0.5 ||
          ink.top < cell.top - 0.5 ||
          ink.bottom > cell.bottom + 0.5)
      )
        problems.push(`"${text}" runs out of its cell`);
    }
    cells.forEach((one, index) =>
      cells.slice(index + 1).forEach((other) => {
        const across = Math.min(one.ink.right, other.ink.right) - Math.max(one.ink.left, other.ink.left);
        const down = Math.min(one.ink.bottom, other.ink.bottom) - Math.max(one.ink.top, other.ink.top);
        if (across > 0.5 && down > 0.5) problems.push(`"${one.text}" is drawn over "${other.text}"`);
      }),
    );
    const wrappedRows = [...element.querySelectorAll('tbody tr')].filter(
      (row) => row.getBoundingClientRect().height > 32.5,
    ).length;
    return { cells: cells.length, wrappedRows, problems };
  });
}
