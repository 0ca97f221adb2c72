import type { Browser } from 'playwright-core';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { BrowserPool } from '#functions/reports/delivery/render/browser-pool.ts';

/** A stand-in browser that records closes and can be made to disconnect, as a crashed Chromium does. */
function fakeBrowser() {
  const listeners: (() => void)[] = [];
  const browser = {
    close: vi.fn(async () => undefined),
    on: (event: string, listener: () => void) => event === 'disconnected' && listeners.push(listener),
    crash: () => listeners.forEach((listener) => listener()),
  };
  return browser;
}

const LAUNCH = { executablePath: '/usr/bin/chromium', args: ['--no-sandbox'], env: {} };
const ORIGINS = () => ['http://127.0.0.1:8088'];

afterEach(() => vi.useRealTimers());

describe('the browser pool', () => {
  it('starts one browser on first use and shares it with the next renderings', async () => {
    // Arrange
    const browsers = [fakeBrowser()];
    const start = vi.fn(async () => browsers[0] as unknown as Browser);
    const pool = new BrowserPool({ launch: async () => LAUNCH, allowedOrigins: ORIGINS, start });

    // Act
    const used = await Promise.all([pool.use(async (browser) => browser), pool.use(async (browser) => browser)]);
    const later = await pool.use(async (browser) => browser);

    // Assert
    expect(start).toHaveBeenCalledTimes(1);
    // Held to the web app's host and port by its flags (lockdown.ts).
    expect(start).toHaveBeenCalledWith({
      ...LAUNCH,
      args: [
        '--no-sandbox',
        '--proxy-server=http://127.0.0.1:9',
        '--proxy-bypass-list=<-loopback>;127.0.0.1:8088',
        '--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE 127.0.0.1',
        '--webrtc-ip-handling-policy=disable_non_proxied_udp',
      ],
    });
    expect(new Set([...used, later])).toEqual(new Set([browsers[0]]));
    await pool.close();
  });

  it('closes the browser once idle, and starts a new one for the next rendering', async () => {
    // Arrange
    vi.useFakeTimers();
    const browsers = [fakeBrowser(), fakeBrowser()];
    let started = 0;
    const pool = new BrowserPool({
      launch: async () => LAUNCH,
      allowedOrigins: ORIGINS,
      idleMs: 1000,
      start: async () => browsers[started++] as unknown as Browser,
    });
    await pool.use(async () => undefined);

    // Act
    await vi.advanceTimersByTimeAsync(1000);
    const next = await pool.use(async (browser) => browser);

    // Assert
    expect(browsers[0]!.close).toHaveBeenCalledTimes(1);
    expect(next).toBe(browsers[1]);
    await pool.close();
  });

  it('does not close a browser a rendering is still using', async () => {
    // Arrange
    vi.useFakeTimers();
    const browser = fakeBrowser();
    const pool = new BrowserPool({
      launch: async () => LAUNCH,
      allowedOrigins: ORIGINS,
      idleMs: 1000,
      start: async () => browser as unknown as Browser,
    });
    await pool.use(async () => undefined);
    let finish: () => void = () => undefined;
    const long = pool.use(() => new Promise<void>((done) => (finish = done)));

    // Act
    await vi.advanceTimersByTimeAsync(5000);

    // Assert
    expect(browser.close).not.toHaveBeenCalled();
    finish();
    await long;
    await pool.close();
  });

  it('starts again after the browser crashed or failed to start', async () => {
    // Arrange
    const crashed = fakeBrowser();
    const fresh = fakeBrowser();
    const start = vi
      .fn()
      .mockRejectedValueOnce(new Error('no chromium'))
      .mockResolvedValueOnce(crashed)
      .mockResolvedValueOnce(fresh);
    const pool = new BrowserPool({ launch: async () => LAUNCH, allowedOrigins: ORIGINS, start });
    await expect(pool.use(async (browser) => browser)).rejects.toThrow('no chromium');
    await pool.use(async () => undefined);

    // Act
    crashed.crash();
    const after = await pool.use(async (browser) => browser);

    // Assert
    expect(after).toBe(fresh);
    expect(start).toHaveBeenCalledTimes(3);
    await pool.close();
  });
});
