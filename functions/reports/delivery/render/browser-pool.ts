import type { Browser } from 'playwright-core';
import type { BrowserLaunch } from '../../../lib/ports/browser.ts';
import { lockdownArgs } from './lockdown.ts';

/** How long an unused browser stays open for the next report of the same worker (a Lambda container or the local runtime). */
export const BROWSER_IDLE_MS = 60_000;

export interface BrowserPoolOptions {
  /** Which Chromium to start (functions/lib/composition/browser.ts). */
  launch: () => Promise<BrowserLaunch>;
  /** The only origins the browser may reach (the web app's): read when it starts, and held to by its flags (lockdown.ts). */
  allowedOrigins: () => readonly string[];
  idleMs?: number;
  /** Starts the browser; playwright-core's launcher unless a test gives another. */
  start?: (launch: BrowserLaunch) => Promise<Browser>;
}

/** playwright-core's launcher, loaded with the first browser: a report worker's cold start does not read it. */
async function startChromium({ executablePath, args, env }: BrowserLaunch): Promise<Browser> {
  const { chromium } = await import('playwright-core');
  return chromium.launch({ executablePath, args, headless: true, env: { ...process.env, ...env } });
}

/**
 * One browser per worker process: started on the first rendering (Chromium's start is most of a cold report), reused
 * by the next ones, closed once idle for a while and when the process ends. A browser that crashed is started again.
 */
export class BrowserPool {
  private browser: Promise<Browser> | undefined;
  private users = 0;
  private idleTimer: NodeJS.Timeout | undefined;
  private readonly closeOnExit = () => void this.close();

  constructor(private readonly options: BrowserPoolOptions) {}

  /** Runs `work` with the shared browser, starting it when none is open. */
  async use<T>(work: (browser: Browser) => Promise<T>): Promise<T> {
    clearTimeout(this.idleTimer);
    this.users += 1;
    try {
      return await work(await this.open());
    } finally {
      this.users -= 1;
      if (this.users === 0) this.scheduleClose();
    }
  }

  /** Closes the browser now (idle timeout, process exit, tests). */
  async close(): Promise<void> {
    clearTimeout(this.idleTimer);
    process.off('beforeExit', this.closeOnExit);
    const open = this.browser;
    this.browser = undefined;
    if (open) await open.then((browser) => browser.close()).catch(() => undefined);
  }

  private open(): Promise<Browser> {
    if (this.browser) return this.browser;
    const start = this.options.start ?? startChromium;
    const starting = this.options
      .launch()
      .then((launch) => start({ ...launch, args: [...launch.args, ...lockdownArgs(this.options.allowedOrigins())] }));
    this.browser = starting;
    process.once('beforeExit', this.closeOnExit);
    starting.then(
      (browser) => browser.on('disconnected', () => this.browser === starting && (this.browser = undefined)),
      // A failed start is not kept: the next report tries again.
      () => this.browser === starting && (this.browser = undefined),
    );
    return starting;
  }

  private scheduleClose(): void {
    clearTimeout(this.idleTimer);
    this.idleTimer = setTimeout(() => void this.close(), this.options.idleMs ?? BROWSER_IDLE_MS);
    // The idle timer alone must not keep a worker process alive.
    this.idleTimer.unref();
  }
}
