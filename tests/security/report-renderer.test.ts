import type { Server } from 'node:http';
import { chromium } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { browserLaunch } from '#functions/lib/composition/browser.ts';
import { BrowserPool } from '#functions/reports/delivery/render/browser-pool.ts';
import { REPORT_READY_SCRIPT, renderPage } from '#functions/reports/delivery/render/render-page.ts';
import { startHostileApp, startVictim, type Victim } from './hostile-report-page.ts';

/**
 * Finding: a dashboard's markdown and CSS made the report renderer's Chromium fetch any URL the server can reach.
 * Here the "web app" serves a page that tries every way out (images, media, an image input, CSS backgrounds, imports
 * and fonts, prefetch and preconnect, an iframe, a redirect, fetch, a WebSocket, an EventSource, a service worker,
 * WebRTC) towards a victim on the same loopback host: the renderer must deliver the picture, the victim must see
 * nothing at all, and the rendering must say what it refused.
 */
let victim: Victim;
let app: { url: string; server: Server };
let pool: BrowserPool;

beforeAll(async () => {
  victim = await startVictim();
  app = await startHostileApp(victim.address);
  pool = new BrowserPool({ launch: browserLaunch, allowedOrigins: () => [new URL(app.url).origin] });
});

afterEach(() => victim.seen.splice(0));

afterAll(async () => {
  await pool.close();
  await new Promise((resolve) => app.server.close(resolve));
  await victim.close();
});

describe("the report renderer's browser", () => {
  it('renders the hostile page while nothing reaches the victim, and counts what it blocked by kind', async () => {
    // Act
    const rendered = await pool.use((browser) =>
      renderPage(browser, {
        url: app.url,
        token: 'report-token',
        format: 'PNG',
        width: 800,
        height: 600,
        deadline: Date.now() + 30_000,
        now: Date.now,
      }),
    );

    // Assert
    expect(victim.seen).toEqual([]);
    expect(rendered.content.subarray(1, 4).toString('latin1')).toBe('PNG');
    expect(rendered.blocked).toEqual({
      total: 14,
      // The image input, the redirect's next hop and the CSS background are images too; a prefetch is `other`.
      byType: {
        stylesheet: 2,
        image: 4,
        media: 2,
        font: 1,
        other: 1,
        document: 1,
        fetch: 1,
        websocket: 1,
        eventsource: 1,
      },
      origins: [`http://${victim.address}`, `ws://${victim.address}`],
    });
  });

  it('is what stands between the page and the victim: a browser without it lets the page call out', async () => {
    // Arrange: the same page in a plain context of a plain browser.
    const { executablePath, args, env } = await browserLaunch();
    const browser = await chromium.launch({ executablePath, args, env: { ...process.env, ...env }, headless: true });

    // Act
    try {
      const page = await (await browser.newContext()).newPage();
      await page.goto(app.url);
      await page.waitForFunction(REPORT_READY_SCRIPT);
    } finally {
      await browser.close();
    }

    // Assert
    expect(victim.seen).toEqual(
      expect.arrayContaining([
        'GET /img HTTP/1.1',
        'GET /css-background HTTP/1.1',
        'GET /fetch HTTP/1.1',
        'GET /redirected HTTP/1.1',
        'udp datagram',
      ]),
    );
  });
});
