import { createReadStream } from 'node:fs';
import { readFile, stat } from 'node:fs/promises';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { extname, join, normalize, sep } from 'node:path';
import {
  inlineScriptHashes,
  PAGE_SECURITY_HEADERS,
  pageContentSecurityPolicy,
} from '#functions/lib/security-headers.ts';
import { isAppRoute } from '#infra/cloud/spa-routes.ts';

const MIME_TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.txt': 'text/plain; charset=utf-8',
  '.map': 'application/json',
};

async function fileSize(path: string): Promise<number | undefined> {
  try {
    const info = await stat(path);
    return info.isFile() ? info.size : undefined;
  } catch {
    return undefined;
  }
}

/** The page's Content-Security-Policy, naming the inline scripts of the file as it is now (a rebuild changes them). */
async function pagePolicy(path: string, webSockets: readonly string[]): Promise<string> {
  return pageContentSecurityPolicy({ scriptHashes: inlineScriptHashes(await readFile(path, 'utf8')), webSockets });
}

/**
 * Serve the built SPA as CloudFront does: files from the build folder (with the images Superset's example
 * dashboards name under `/static/assets/images/`, Skyset's own drawings from web/public), `index.html` for the
 * app's routes, 404 for a file that is not there (never the page under an image's name), fingerprinted assets
 * cached for a year and the shell never cached, with the security headers CloudFront's response headers policy
 * adds (pages also with their Content-Security-Policy, which allows the page's WebSocket on `webSockets`).
 */
export function createStaticFiles(root: string, { webSockets }: { webSockets: readonly string[] }) {
  const rootWithSep = root.endsWith(sep) ? root : root + sep;

  async function resolveFile(pathname: string): Promise<{ path: string; size: number } | undefined> {
    const candidate = normalize(join(root, decodeURIComponent(pathname)));
    if (!candidate.startsWith(rootWithSep)) return undefined;
    const size = await fileSize(candidate);
    return size === undefined ? undefined : { path: candidate, size };
  }

  return async function serve(request: IncomingMessage, response: ServerResponse, url: URL): Promise<number> {
    const appRoute = isAppRoute(url.pathname);
    const found = (await resolveFile(url.pathname)) ?? (appRoute ? await resolveFile('/index.html') : undefined);
    if (!found && !appRoute) {
      response.writeHead(404, {
        'content-type': 'text/plain; charset=utf-8',
        'cache-control': 'no-cache',
        ...PAGE_SECURITY_HEADERS,
      });
      response.end('Not found');
      return 404;
    }
    if (!found) {
      response.writeHead(503, { 'content-type': 'text/plain; charset=utf-8' });
      response.end('The web app is not built yet: run `npm run build`.');
      return 503;
    }
    const immutable = url.pathname.startsWith('/assets/');
    const page = extname(found.path) === '.html';
    response.writeHead(200, {
      'content-type': MIME_TYPES[extname(found.path)] ?? 'application/octet-stream',
      'content-length': found.size,
      'cache-control': immutable ? 'public, max-age=31536000, immutable' : 'no-cache',
      ...PAGE_SECURITY_HEADERS,
      ...(page ? { 'content-security-policy': await pagePolicy(found.path, webSockets) } : {}),
    });
    if (request.method === 'HEAD') {
      response.end();
      return 200;
    }
    createReadStream(found.path).pipe(response);
    return 200;
  };
}
