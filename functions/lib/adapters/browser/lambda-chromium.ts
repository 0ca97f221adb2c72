import chromium from '@sparticuz/chromium';
import type { BrowserLaunch } from '../../ports/browser.ts';
import { PAGE_RELAXING_FLAGS } from './chromium-flags.ts';

/**
 * Chromium in Lambda, as @sparticuz/chromium documents it: its own flags (single process, no sandbox, /tmp caches) and
 * the binary it unpacks to /tmp on the container's first use, without the flags that relax the same-origin policy.
 * WebGL stays off: reports draw SVG and canvas 2D only, and without the graphics stack the swiftshader archive is
 * never unpacked.
 */
export async function lambdaChromium(): Promise<BrowserLaunch> {
  chromium.setGraphicsMode = false;
  return {
    executablePath: await chromium.executablePath(),
    args: chromium.args.filter((flag) => !PAGE_RELAXING_FLAGS.has(flag)),
    env: {},
  };
}
