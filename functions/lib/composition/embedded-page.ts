import type { EmbeddedPagePorts } from '../../dashboards/index.ts';
import { config } from '../config.ts';
import { once } from '../once.ts';
import { publicBaseUrl } from '../public-url.ts';
import { WarmCache } from '../warm-cache.ts';

/** Seconds a warm function keeps the web app's shell: a deployment of the app is seen by embedded pages within this. */
const SHELL_SECONDS = 60;

const shells = once(() => new WarmCache());

/**
 * The embedded page's ports: the shell fetched from the web app's own address (the bucket behind CloudFront, the local
 * runtime's build folder) and kept a minute, and the page's WebSocket origin beside it.
 */
export function embeddedPagePorts(): EmbeddedPagePorts {
  const base = publicBaseUrl(config());
  return {
    webShell: () =>
      shells().get(base, SHELL_SECONDS, async () => {
        const response = await fetch(`${base}/index.html`);
        if (!response.ok) throw new Error(`The web app's shell answered ${response.status}`);
        return response.text();
      }),
    webSockets: [base.replace(/^http/, 'ws')],
  };
}
