import { chromium } from 'playwright-core';
import type { TestProject } from 'vitest/node';
import { chooseChromium } from '../../infra/local/chromium.ts';
import { startLocalServer } from './local-server.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** Base URL of the one local runtime the e2e suite drives. */
    serverUrl: string;
    /** Its data folder (the tenant command writes there). */
    serverDataDir: string;
    /** WebSocket endpoint of the one Chromium every e2e file connects to. */
    browserWsEndpoint: string;
  }
}

/**
 * Starts what the whole e2e suite shares: one local runtime as `npm start` runs it and one headless Chromium served
 * over a WebSocket endpoint, so each test file connects in milliseconds instead of launching its own.
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  // E2E_WEB_DIR: a copy of the web build to serve, so a rebuild while the suite runs cannot pull files from under it.
  // Guest tokens live 20 seconds, so the embedded SDK renews one within a test (embedded-sdk.test.ts).
  const server = await startLocalServer({
    env: {
      GUEST_TOKEN_JWT_EXP_SECONDS: '20',
      ...(process.env.E2E_WEB_DIR ? { SKYSET_WEB_DIR: process.env.E2E_WEB_DIR } : {}),
    },
  });
  const { executablePath, args, env } = await chooseChromium();
  const browserServer = await chromium.launchServer({
    executablePath,
    headless: true,
    args,
    env: { ...process.env, ...env },
  });
  project.provide('serverUrl', server.url);
  project.provide('serverDataDir', server.dataDir);
  project.provide('browserWsEndpoint', browserServer.wsEndpoint());
  return async () => {
    await browserServer.close();
    await server.stop();
  };
}
