import { writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { browserLaunch } from '#functions/lib/composition/browser.ts';
import { loadCallerAccess } from '#functions/lib/auth/caller-access.ts';
import { keyFileSigner } from '#functions/lib/auth/token-signer.ts';
import { signingKeys } from '#functions/lib/composition/tokens.ts';
import { reportLinks, viewportOf } from '#functions/reports/delivery/report-links.ts';
import { BrowserPool } from '#functions/reports/delivery/render/browser-pool.ts';
import { renderPage } from '#functions/reports/delivery/render/render-page.ts';
import type { BlockedRequests } from '#functions/reports/delivery/render/network-guard.ts';
import { signReportToken } from '#functions/reports/delivery/report-token.ts';
import { reportTarget } from '#functions/reports/delivery/target.ts';
import { createBenchDashboard } from './web/dashboard-fixture.ts';
import { openWebSession } from './web/session.ts';

const CHARTS = 10;
const MAX_MS = 10_000;
const DEADLINE_MS = 120_000;

/**
 * What the page showed at capture time: chart cards, those drawn (rendered, with an SVG, canvas or table, or with the
 * figure a Big Number draws as text) and those drawn as SVG or canvas.
 */
interface Drawn {
  cards: number;
  drawn: number;
  svgOrCanvas: number;
}

const countDrawn = (page: Page): Promise<Drawn> =>
  page.evaluate(() => {
    const cards = [...document.querySelectorAll('[data-testid="dashboard-chart"]')];
    const rendered = cards
      .map((card) => card.querySelector('[data-chart-status="rendered"]'))
      .filter((body) => body !== null);
    return {
      cards: cards.length,
      drawn: rendered.filter(
        (body) => body.querySelector('svg, canvas, table') || (body.textContent ?? '').trim() !== '',
      ).length,
      svgOrCanvas: rendered.filter((body) => body.querySelector('svg, canvas')).length,
    };
  });

/** One report rendering as the worker runs it: the page in report mode, signed in with a report token, waited on its signal. */
async function renderOnce(
  pool: BrowserPool,
  url: string,
  token: string,
): Promise<{ ms: number; png: Buffer; drawn: Drawn; blocked: BlockedRequests }> {
  let drawn: Drawn = { cards: 0, drawn: 0, svgOrCanvas: 0 };
  const start = performance.now();
  const { content: png, blocked } = await pool.use((browser) =>
    renderPage(browser, {
      url,
      token,
      format: 'PNG',
      ...viewportOf('dashboard', null),
      deadline: Date.now() + DEADLINE_MS,
      now: Date.now,
      inspect: async (page) => void (drawn = await countDrawn(page)),
    }),
  );
  return { ms: performance.now() - start, png, drawn, blocked };
}

const describeRun = ({
  ms,
  png,
  drawn,
  blocked,
}: {
  ms: number;
  png: Buffer;
  drawn: Drawn;
  blocked: BlockedRequests;
}): string =>
  `${ms.toFixed(0)} ms, ${drawn.drawn}/${drawn.cards} charts drawn (${drawn.svgOrCanvas} as SVG or canvas, ${drawn.drawn - drawn.svgOrCanvas} as text or table), PNG ${png.readUInt32BE(16)}x${png.readUInt32BE(20)} px, ${(png.length / 1024).toFixed(0)} KB, ${blocked.total} requests outside the app blocked`;

/**
 * `npm run bench -- report-render`: a PNG report of a 10-chart dashboard (Superset's Featured Charts, cold result
 * cache), rendered as the report worker renders it, Chromium's start included; target <= 10 s with every chart drawn.
 */
export async function run(): Promise<void> {
  const session = await openWebSession();
  const pool = new BrowserPool({ launch: browserLaunch, allowedOrigins: () => [new URL(session.runtime.url).origin] });
  try {
    const dashboardId = await createBenchDashboard(session.api, { count: CHARTS }, 'report');
    const { render } = reportLinks(session.runtime.url, { dashboardId });
    const executor = { userId: 1, username: 'admin', roles: ['Admin'] };
    const access = await loadCallerAccess({
      sub: '1',
      username: executor.username,
      tenant: 'default',
      roles: executor.roles,
    });
    const { readable } = await reportTarget(access, { dashboardId });
    const token = await signReportToken(
      {
        signer: keyFileSigner(signingKeys),
        issuer: 'skyset-local',
        audience: 'skyset',
        ttlSeconds: 600,
        now: Date.now,
      },
      { tenantId: 'default', reportId: 1, ...executor, readable },
    );
    const cold = await renderOnce(pool, render, token);
    const pass = cold.ms <= MAX_MS && cold.drawn.drawn === CHARTS && cold.drawn.cards === CHARTS;
    console.log(
      `report PNG of a ${CHARTS}-chart dashboard, Chromium start included: ${describeRun(cold)} (target <= ${MAX_MS} ms, all drawn) ${pass ? 'PASS' : 'FAIL'}`,
    );
    const warm = await renderOnce(pool, render, token);
    console.log(`the next report of the same worker (browser reused, result cache warm): ${describeRun(warm)}`);
    const file = join(tmpdir(), 'skyset-bench-report.png');
    await writeFile(file, cold.png);
    console.log(`image: ${file}`);
  } finally {
    await pool.close();
    await session.close();
  }
}
