import { startLocalRuntime } from './runtime.ts';

/**
 * `npm start`'s server process: the local runtime on PORT/HOST with data in SKYSET_DATA_DIR (and the web app of
 * SKYSET_WEB_DIR, the examples of SKYSET_EXAMPLES_DIR when set), stopped cleanly by SIGINT/SIGTERM.
 */
async function main(): Promise<void> {
  const started = performance.now();
  const runtime = await startLocalRuntime({
    dataDir: process.env.SKYSET_DATA_DIR ?? '.data',
    host: process.env.HOST ?? '127.0.0.1',
    port: Number(process.env.PORT ?? 8088),
    // Another build of the web app to serve (tests and benchmarks that must not race a rebuild); defaults to web/build/client.
    ...(process.env.SKYSET_WEB_DIR ? { webDir: process.env.SKYSET_WEB_DIR } : {}),
    // Examples at another scale (benchmarks), read where they were generated.
    ...(process.env.SKYSET_EXAMPLES_DIR ? { examplesDir: process.env.SKYSET_EXAMPLES_DIR } : {}),
  });
  process.stdout.write(`Skyset is ready at ${runtime.url} (${((performance.now() - started) / 1000).toFixed(1)} s)\n`);

  let stopping = false;
  const stop = (signal: string): void => {
    if (stopping) return;
    stopping = true;
    process.stdout.write(`${signal}: stopping (draining jobs)...\n`);
    runtime.close().then(
      () => process.exit(0),
      (error: unknown) => {
        process.stderr.write(`shutdown failed: ${String(error)}\n`);
        process.exit(1);
      },
    );
  };
  process.on('SIGINT', () => stop('SIGINT'));
  process.on('SIGTERM', () => stop('SIGTERM'));
}

main().catch((error: unknown) => {
  process.stderr.write(`Skyset could not start: ${(error as Error).stack ?? String(error)}\n`);
  process.exit(1);
});
