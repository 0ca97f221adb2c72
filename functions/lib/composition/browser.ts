import { once } from '../once.ts';
import type { BrowserLaunch } from '../ports/browser.ts';

/**
 * The Chromium report screenshots start: the packaged Lambda build in Lambda bundles; locally the one the e2e tests
 * use (CHROMIUM_PATH, Debian's /usr/bin/chromium, else the packaged one with its libraries).
 */
export const browserLaunch = once(async (): Promise<BrowserLaunch> => {
  // esbuild replaces SKYSET_TARGET with "aws" in Lambda bundles: the local choice and its imports are dropped there.
  if (process.env.SKYSET_TARGET !== 'aws') {
    const { chooseChromium } = await import('../adapters/browser/local-chromium.ts');
    return chooseChromium();
  }
  const { lambdaChromium } = await import('../adapters/browser/lambda-chromium.ts');
  return lambdaChromium();
});
