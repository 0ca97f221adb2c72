import { readFile } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import { createRequire } from 'node:module';

/** What the host application's backend puts in each guest token it asks for. */
export interface GuestGrant {
  adminToken: string;
  uuid: string;
  rls: { clause: string; dataset?: number }[];
}

/**
 * A tiny host application on its own origin, as a SaaS operator runs one: its page loads the published
 * `@superset-ui/embedded-sdk` bundle and embeds the dashboard `?uuid=` names from Skyset with the `uiConfig` given, and
 * its backend (`/token`) asks Skyset for a guest token as the operator's admin. The page keeps what the SDK tells it in
 * `window.embedded`, `window.masks` and `window.embedError`; the backend counts the tokens it handed out.
 */
export async function startEmbedHost(skysetUrl: string, grant: () => GuestGrant) {
  const sdk = await readFile(createRequire(import.meta.url).resolve('@superset-ui/embedded-sdk/bundle/index.js'));
  let tokens = 0;
  const page = `<!doctype html><html><head><meta charset="utf-8"><title>Host</title>
<style>body{margin:0;font-family:sans-serif}#mount{height:860px}iframe{width:100%;height:100%;border:0}</style></head>
<body><h3 style="margin:8px">Host application</h3><div id="mount"></div><script src="/sdk.js"></script><script>
window.masks = [];
supersetEmbeddedSdk.embedDashboard({
  id: new URLSearchParams(location.search).get('uuid'),
  supersetDomain: ${JSON.stringify(skysetUrl)},
  mountPoint: document.getElementById('mount'),
  fetchGuestToken: function () { return fetch('/token').then(function (r) { return r.text(); }); },
  dashboardUiConfig: { hideTitle: true, emitDataMasks: true, filters: { expanded: true } },
}).then(function (embedded) {
  window.embedded = embedded;
  embedded.observeDataMask(function (mask) { window.masks.push(mask); });
}, function (error) { window.embedError = String(error); });
</script></body></html>`;
  const server: Server = createServer((request, response) => {
    if (request.url === '/sdk.js') {
      response.writeHead(200, { 'content-type': 'text/javascript' }).end(sdk);
      return;
    }
    if (request.url === '/token') {
      const { adminToken, uuid, rls } = grant();
      fetch(`${skysetUrl}/api/v1/security/guest_token/`, {
        method: 'POST',
        headers: { authorization: `Bearer ${adminToken}`, 'content-type': 'application/json' },
        body: JSON.stringify({ user: { username: 'acme_viewer' }, resources: [{ type: 'dashboard', id: uuid }], rls }),
      })
        .then((answer) => answer.json() as Promise<{ token: string }>)
        .then(({ token }) => {
          tokens += 1;
          response.writeHead(200, { 'content-type': 'text/plain' }).end(token);
        })
        .catch(() => response.writeHead(502).end());
      return;
    }
    response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(page);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  return {
    /** The host's origin as the embedding allows it; the same server as `http://127.0.0.1:<port>` is another origin. */
    origin: `http://localhost:${port}`,
    otherOrigin: `http://127.0.0.1:${port}`,
    tokensHandedOut: () => tokens,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
