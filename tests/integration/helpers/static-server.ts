import { createServer } from 'node:http';
import { createStaticFiles } from '#infra/local/http/static-files.ts';

/** A running copy of the local gateway's static file serving, for tests of what it answers. */
export interface StaticServer {
  url: string;
  close(): Promise<void>;
}

/** Serves the built web app folder `dir` as the local gateway does, on a free port of 127.0.0.1. */
export async function serveStaticFiles(dir: string, webSockets: readonly string[] = []): Promise<StaticServer> {
  const serve = createStaticFiles(dir, { webSockets });
  const server = createServer(
    (request, response) => void serve(request, response, new URL(request.url ?? '/', 'http://localhost')),
  );
  await new Promise<void>((listening) => server.listen(0, '127.0.0.1', listening));
  return {
    url: `http://127.0.0.1:${(server.address() as { port: number }).port}`,
    close: () => new Promise<void>((closed) => server.close(() => closed())),
  };
}
