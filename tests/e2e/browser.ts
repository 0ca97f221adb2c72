import { type Browser, chromium } from 'playwright-core';

/**
 * Debian's Chromium, launched with the flags this closed network needs (see toolchain-notes.md).
 * Playwright gives each launch a fresh temporary profile.
 */
export function launchChromium(): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    headless: true,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
}
