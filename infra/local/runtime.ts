import { mkdir } from 'node:fs/promises';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { resolve } from 'node:path';
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { resetProcessState } from '#functions/lib/once.ts';
import { closeEngines } from '#functions/lib/composition/engines.ts';
import { tokenVerifier } from '#functions/lib/composition/api-token-verifier.ts';
import { ensureSigningKeyFile } from '#functions/lib/auth/signing-keys.ts';
import { bootstrapLocalTenant } from './bootstrap.ts';
import { generateExamples } from './data/generate.ts';
import { examplesReady } from './data/manifest.ts';
import { ensureTables, startDynalite } from './dynalite.ts';
import { clearDynamoEndpoint, recordDynamoEndpoint } from './dynamo-endpoint-file.ts';
import { dataPaths, localEnvironment } from './environment.ts';
import { createHttpGateway } from './http/http-gateway.ts';
import { loadHandler } from './http/handler-loader.ts';
import { RouteTable } from './http/route-table.ts';
import { createStaticFiles } from './http/static-files.ts';
import { startJobQueues } from './jobs.ts';
import { type QueueClock, systemClock } from './queue/clock.ts';
import { startReportSchedules } from './report-schedules.ts';
import { logRequests } from './request-log.ts';
import { newLocalCredentials } from './sigv4/credentials.ts';
import { TtlSweeper } from './ttl-sweeper.ts';
import { startWebSockets } from './websockets.ts';

export interface LocalRuntimeOptions {
  dataDir: string;
  host?: string;
  port?: number;
  adminPassword?: string;
  /** Install the example dashboards at the first start (default true; tests that count dashboards turn it off). */
  exampleDashboards?: boolean;
  /** Fire the active reports' schedules (default true; tests that run reports themselves turn it off). */
  reportScheduler?: boolean;
  /** The report scheduler's time (default the system clock; tests advance a fake one). */
  reportClock?: QueueClock;
  /** How long an API request may take before the gateway answers 503, as API Gateway's 30 s limit (tests shorten it). */
  gatewayTimeoutMs?: number;
  /** The built SPA; defaults to web/build/client. */
  webDir?: string;
  /** Example Parquet files generated elsewhere (benchmarks at a larger scale); defaults to the data folder's own, generated at the first start. */
  examplesDir?: string;
  log?: (line: string) => void;
}

export interface LocalRuntime {
  url: string;
  server: Server;
  /** Stop accepting, drain in-flight jobs, close DuckDB and dynalite. */
  close(): Promise<void>;
}

type Responder = (request: IncomingMessage, response: ServerResponse, url: URL) => Promise<unknown>;

/**
 * Connections the kernel holds for the server until it accepts them (it caps this at `net.core.somaxconn`). Node's
 * default, 511, is too few for a page's burst: 200 browsers opening a dashboard at once each open 6 connections, and
 * past the queue the kernel drops them, so each waits for its SYN to be sent again (1 s, then 3, 7, 15 s).
 */
const ACCEPT_BACKLOG = 4096;

async function listen(server: Server, host: string, port: number): Promise<number> {
  await new Promise<void>((done, fail) => {
    server.once('error', fail);
    server.listen({ port, host, backlog: ACCEPT_BACKLOG }, () => done());
  });
  return (server.address() as AddressInfo).port;
}

/** Start the embedded default: one process, one port, every service of the cloud topology emulated. */
export async function startLocalRuntime(options: LocalRuntimeOptions): Promise<LocalRuntime> {
  const log = options.log ?? ((line: string) => process.stdout.write(`${line}\n`));
  const dataDir = resolve(options.dataDir);
  const host = options.host ?? '127.0.0.1';
  await mkdir(dataDir, { recursive: true });
  const examplesDir = options.examplesDir ? resolve(options.examplesDir) : undefined;
  if (!examplesDir && !(await examplesReady(dataDir))) await generateExamples({ dataDir, log });

  const dynamo = await startDynalite(dataPaths(dataDir).dynamodb);
  await recordDynamoEndpoint(dataDir, dynamo.endpoint);
  await ensureSigningKeyFile(dataPaths(dataDir).signingKey);
  const server = createServer({ keepAliveTimeout: 65_000 });
  let respond: Responder = async (_request, response) => void response.writeHead(503).end('Starting');
  const logRequest = logRequests(log);
  server.on('request', (request: IncomingMessage, response: ServerResponse) => {
    logRequest(request, response);
    const url = new URL(request.url ?? '/', 'http://localhost');
    respond(request, response, url).catch((error: unknown) => {
      log(`request failed: ${(error as Error).stack ?? String(error)}`);
      if (!response.headersSent) response.writeHead(500, { 'content-type': 'application/json' });
      response.end(JSON.stringify({ message: 'Internal Server Error' }));
    });
  });
  const port = await listen(server, host, options.port ?? 8088);
  const url = `http://${host}:${port}`;

  // A fresh key pair per start: the handlers sign with it, and the SQS and @connections endpoints answer no one else.
  const credentials = newLocalCredentials();
  Object.assign(
    process.env,
    localEnvironment({ dataDir, baseUrl: url, dynamoEndpoint: dynamo.endpoint, credentials, examplesDir }),
  );
  resetProcessState();
  await ensureTables(dynamo.endpoint);
  await bootstrapLocalTenant(
    options.adminPassword ?? process.env.SKYSET_ADMIN_PASSWORD ?? 'admin',
    options.exampleDashboards ?? true,
  );

  const sweeper = new TtlSweeper(new DynamoDBClient({ endpoint: dynamo.endpoint }));
  sweeper.start(60_000);
  const queues = await startJobQueues({ dataDir, baseUrl: url, credentials, log });
  const reportSchedules =
    options.reportScheduler === false ? undefined : startReportSchedules(options.reportClock ?? systemClock, log);
  const sockets = startWebSockets(server, log, credentials);
  const gateway = createHttpGateway({
    verifier: tokenVerifier,
    loadHandler,
    ...(options.gatewayTimeoutMs ? { timeoutMs: options.gatewayTimeoutMs } : {}),
    onError: (error, routeKey) => log(`${routeKey} crashed: ${(error as Error).stack ?? String(error)}`),
  });
  const staticFiles = createStaticFiles(resolve(options.webDir ?? 'web/build/client'), {
    webSockets: [url.replace(/^http/, 'ws')],
  });

  respond = async (request, response, requestUrl) => {
    if (await queues.endpoint(request, response)) return;
    if (await sockets.connectionsEndpoint(request, response)) return;
    if (RouteTable.isApiPath(requestUrl.pathname)) return gateway(request, response, requestUrl);
    if (request.method !== 'GET' && request.method !== 'HEAD') return void response.writeHead(405).end();
    return staticFiles(request, response, requestUrl);
  };

  return {
    url,
    server,
    close: async () => {
      // Jobs first, while the server still answers: a report being rendered loads the web app and the API from it.
      await reportSchedules?.stop();
      await queues.stop();
      // Then stop accepting; open WebSockets would keep the server from closing, so close them next.
      const closed = new Promise<void>((done) => server.close(() => done()));
      server.closeIdleConnections();
      await sockets.close();
      await closed;
      await sweeper.stop();
      await closeEngines();
      await dynamo.close();
      await clearDynamoEndpoint(dataDir);
    },
  };
}
