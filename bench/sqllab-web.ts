import { readFile } from 'node:fs/promises';
import { availableParallelism, loadavg } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import type { BrowserContext, Page } from 'playwright-core';
import { openWebSession, type WebSession } from './web/session.ts';

const MAX_ROUTE_KB = 400;
const MAX_RESTORE_MS = 1000;
const MAX_FIRST_ROWS_MS = 1000;
const TABS = 8;
const RUNS = 5;
const BIG_ROWS = 100_000;
const BIG_SQL = `SELECT range AS id, range * 2 AS doubled, 'row ' || range AS label, TIMESTAMP '2024-01-01' + INTERVAL (range) SECOND AS at FROM range(${BIG_ROWS})`;

const kb = (bytes: number): string => `${(bytes / 1024).toFixed(1)} KB`;
const ms = (value: number): string => `${value.toFixed(0)} ms`;
const verdict = (pass: boolean): string => (pass ? 'PASS' : 'FAIL');
const median = (values: number[]): number =>
  [...values].sort((a, b) => a - b)[Math.floor((values.length - 1) / 2)] ?? NaN;
const load = (): string => `load ${loadavg()[0]!.toFixed(1)} on ${availableParallelism()} cores`;

/** Opens a tab on the server with Superset's multipart form (POST /tabstateview/), active last; answers its id. */
async function createTab(session: WebSession, name: string, sql: string, queryLimit?: number): Promise<number> {
  const form = new FormData();
  form.append('queryEditor', JSON.stringify({ name, dbId: 1, schema: 'main', sql, autorun: false, queryLimit }));
  const response = await fetch(`${session.runtime.url}/tabstateview/`, {
    method: 'POST',
    headers: { authorization: `Bearer ${session.api.token}` },
    body: form,
  });
  const { id } = (await response.json()) as { id: number };
  await fetch(`${session.runtime.url}/tabstateview/${id}/activate`, {
    method: 'POST',
    headers: { authorization: `Bearer ${session.api.token}` },
  });
  return id;
}

/** The JavaScript /sqllab/ loads until its editor is ready (CodeMirror's lazy chunk included), gzipped from the build. */
async function routeJs(session: WebSession, context: BrowserContext): Promise<{ files: number; gzip: number }> {
  const page = await context.newPage();
  const scripts = new Set<string>();
  page.on('response', (response) => {
    const path = new URL(response.url()).pathname;
    if (path.startsWith('/assets/') && path.endsWith('.js')) scripts.add(path.slice('/assets/'.length));
  });
  await page.goto(`${session.runtime.url}/sqllab/`);
  await page.getByTestId('sql-editor').locator('.cm-content').waitFor();
  await page.waitForLoadState('networkidle');
  await page.close();
  let gzip = 0;
  for (const file of scripts) {
    const size = gzipSync(await readFile(join(session.clientDir, 'assets', file))).length;
    if (process.env.BENCH_VERBOSE) console.log(`  ${file.padEnd(48)} ${kb(size)}`);
    gzip += size;
  }
  return { files: scripts.size, gzip };
}

/** Navigation start to every tab named in the tab bar and the active tab's SQL in the editor, ms. */
async function restore(page: Page, url: string, tabNames: readonly string[], activeSql: string): Promise<number> {
  await page.goto(url);
  // One expression, no named helpers: the bench's TypeScript loader would wrap those in a helper the page lacks.
  const restored = await page.waitForFunction(
    ({ names, sql }) =>
      names.every((name) =>
        Array.from(
          document.querySelectorAll('[aria-label="Query tabs"] [role=tab]'),
          (tab) => tab.textContent ?? '',
        ).includes(name),
      ) &&
      Array.from(document.querySelectorAll('[data-testid="sql-editor"] .cm-line'), (line) => line.textContent).join(
        '\n',
      ) === sql &&
      performance.now(),
    { names: [...tabNames], sql: activeSql },
    { polling: 'raf', timeout: 30_000 },
  );
  return (await restored.jsonValue()) as number;
}

/** Runs the 100,000-row query from the page: ms from its last answer to the first row drawn, DOM rows, JS heap after scrolling. */
async function bigResult(
  page: Page,
): Promise<{ firstRowsMs: number; domRows: number; heapMb: number; shownRows: number }> {
  await page.evaluate(() =>
    new MutationObserver(() => {
      if (document.querySelector('[data-testid="sqllab-result-grid"] [role=row][aria-rowindex="2"]'))
        (window as unknown as { firstRowAt?: number }).firstRowAt ??= performance.now();
    }).observe(document.body, { childList: true, subtree: true }),
  );
  await page.getByTestId('sqllab-toolbar').getByRole('button', { name: 'Run' }).click();
  await page.waitForFunction(() => (window as unknown as { firstRowAt?: number }).firstRowAt !== undefined, null, {
    timeout: 60_000,
  });
  const firstRowsMs = await page.evaluate(() => {
    const answers = (performance.getEntriesByType('resource') as PerformanceResourceTiming[]).filter((entry) =>
      /\/api\/v1\/sqllab\/(execute|results)\//.test(entry.name),
    );
    return (
      (window as unknown as { firstRowAt: number }).firstRowAt - Math.max(...answers.map((entry) => entry.responseEnd))
    );
  });
  const grid = page.getByTestId('sqllab-result-grid');
  for (let step = 0; step < 20; step += 1)
    await grid.evaluate((element) => element.scrollBy(0, element.scrollHeight / 20));
  const { domRows, heap, shownRows } = await page.evaluate(() => ({
    domRows: document.querySelectorAll('[data-testid="sqllab-result-grid"] [role=row][aria-rowindex]').length,
    heap: (performance as unknown as { memory?: { usedJSHeapSize: number } }).memory?.usedJSHeapSize ?? NaN,
    shownRows:
      Number(document.querySelector('[data-testid="sqllab-result-grid"]')?.getAttribute('aria-rowcount') ?? 1) - 1,
  }));
  return { firstRowsMs, domRows, heapMb: heap / 1024 ** 2, shownRows };
}

/** `npm run bench -- sqllab-web`: SQL Lab's route JS with CodeMirror, the reload that restores every tab, a 100,000-row result. */
export async function run(): Promise<void> {
  const session = await openWebSession();
  try {
    const context = await session.signedInContext();
    const js = await routeJs(session, context);
    console.log(
      `SQL Lab route JS, gzip, with CodeMirror: ${kb(js.gzip)} in ${js.files} files (target <= ${MAX_ROUTE_KB} KB) ${verdict(js.gzip <= MAX_ROUTE_KB * 1024)}`,
    );

    const names = Array.from({ length: TABS }, (_, index) => `bench tab ${index + 1}`);
    for (const name of names) await createTab(session, name, `SELECT '${name}' AS tab`);
    const page = await context.newPage();
    await restore(page, `${session.runtime.url}/sqllab/`, names, `SELECT '${names.at(-1)}' AS tab`);
    const restores: number[] = [];
    for (let index = 0; index < RUNS; index += 1)
      restores.push(await restore(page, `${session.runtime.url}/sqllab/`, names, `SELECT '${names.at(-1)}' AS tab`));
    console.log(`  reloads: ${restores.map(ms).join(', ')} (${load()})`);
    console.log(
      `reload to all ${TABS} tabs and the active tab's SQL restored: median ${ms(median(restores))} of ${RUNS} (target <= ${MAX_RESTORE_MS} ms) ${verdict(median(restores) <= MAX_RESTORE_MS)}`,
    );

    await createTab(session, 'bench 100k', BIG_SQL, BIG_ROWS);
    await restore(page, `${session.runtime.url}/sqllab/`, ['bench 100k'], BIG_SQL);
    const big = await bigResult(page);
    console.log(
      `a ${BIG_ROWS.toLocaleString('en')}-row result (${big.shownRows.toLocaleString('en')} rows held by the grid): first rows ${ms(big.firstRowsMs)} after the last answer (target <= ${MAX_FIRST_ROWS_MS} ms) ${verdict(big.firstRowsMs <= MAX_FIRST_ROWS_MS)}`,
    );
    console.log(
      `  after scrolling to the end: ${big.domRows} rows in the DOM, JS heap ${big.heapMb.toFixed(0)} MB (${load()})`,
    );
    await context.close();
  } finally {
    await session.close();
  }
}
