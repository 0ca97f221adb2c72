import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

export interface RunningServer {
  url: string;
  dataDir: string;
  output: () => string;
  stop(): Promise<void>;
}

const ROOT = resolve(import.meta.dirname, '../..');

/** Start the local runtime as `npm start` runs it (its server process), on a free port with a temporary data folder. */
export async function startLocalServer(
  options: { dataDir?: string; env?: Record<string, string> } = {},
): Promise<RunningServer> {
  const dataDir = options.dataDir ?? (await mkdtemp(join(tmpdir(), 'skyset-e2e-')));
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', 'infra/local/main.ts'], {
    cwd: ROOT,
    env: { ...process.env, PORT: '0', HOST: '127.0.0.1', SKYSET_DATA_DIR: dataDir, LOG_LEVEL: 'WARN', ...options.env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const url = await new Promise<string>((resolveUrl, reject) => {
    const timer = setTimeout(() => reject(new Error(`server did not start:\n${output}`)), 240_000);
    child.stdout?.on('data', () => {
      const match = /ready at (http:\/\/\S+)/.exec(output);
      if (match?.[1]) {
        clearTimeout(timer);
        resolveUrl(match[1]);
      }
    });
    child.once('exit', (code) => reject(new Error(`server exited with ${code}:\n${output}`)));
  });
  return {
    url,
    dataDir,
    output: () => output,
    stop: async () => {
      const exited = new Promise((done) => child.once('exit', done));
      child.kill('SIGTERM');
      await exited;
      if (!options.dataDir) await rm(dataDir, { recursive: true, force: true });
    },
  };
}
