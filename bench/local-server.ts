import { type ChildProcess, execFile, spawn } from 'node:child_process';
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';

/** A local runtime as `npm start` runs it: its own process on a free port, so its load is not the bench's. */
export interface BenchServer {
  url: string;
  pid: number;
  dataDir: string;
  /** Makes a tenant with the operators' command (its admin is `admin`). */
  createTenant(name: string, password: string): Promise<void>;
  stop(): Promise<void>;
}

const ROOT = resolve(import.meta.dirname, '..');

/** Starts the runtime with `env` added to this process's environment and waits for its ready line. */
export async function startBenchServer(env: Record<string, string>): Promise<BenchServer> {
  const dataDir = await mkdtemp(join(tmpdir(), 'skyset-bench-server-'));
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', 'infra/local/main.ts'], {
    cwd: ROOT,
    env: { ...process.env, PORT: '0', SKYSET_DATA_DIR: dataDir, LOG_LEVEL: 'ERROR', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  // The runtime logs a line per request: only the tail is kept, for the exit message.
  const collect = (chunk: Buffer): void => void (output = (output + chunk.toString()).slice(-64 * 1024));
  child.stdout?.on('data', collect);
  child.stderr?.on('data', collect);
  const url = await new Promise<string>((done, fail) => {
    child.stdout?.on('data', () => {
      const match = /ready at (http:\/\/\S+)/.exec(output);
      if (match?.[1]) done(match[1]);
    });
    child.once('exit', (code) => fail(new Error(`the runtime exited with ${code}:\n${output}`)));
  });
  return {
    url,
    pid: child.pid!,
    dataDir,
    createTenant: async (name, password) => {
      const command = [
        '--import',
        'tsx',
        'infra/local/bin/tenant.ts',
        'create',
        name,
        '--admin-password',
        password,
        '--without-example-dashboards',
      ];
      await promisify(execFile)(process.execPath, command, {
        cwd: ROOT,
        env: { ...process.env, SKYSET_DATA_DIR: dataDir },
      });
    },
    stop: async () => {
      const exited = new Promise((done) => child.once('exit', done));
      child.kill('SIGKILL');
      await exited;
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

/** Resident memory of a process, in bytes (Linux's /proc); 0 once it is gone. */
async function rssOf(pid: number): Promise<number> {
  try {
    const status = await readFile(`/proc/${pid}/status`, 'utf8');
    return Number(/VmRSS:\s+(\d+) kB/.exec(status)?.[1] ?? 0) * 1024;
  } catch {
    return 0;
  }
}

/** Processes whose parent is `pid` (the runtime's engine processes). */
async function childrenOf(pid: number): Promise<number[]> {
  const children: number[] = [];
  for (const entry of await readdir('/proc').catch(() => [])) {
    if (!/^\d+$/.test(entry)) continue;
    const stat = await readFile(`/proc/${entry}/stat`, 'utf8').catch(() => '');
    // Field 4 of /proc/<pid>/stat, after the command name in parentheses, is the parent's pid.
    if (Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]) === pid) children.push(Number(entry));
  }
  return children;
}

/** Peak resident memory of the runtime and, apart, of its child processes together, while `work` runs. */
export async function peakMemory<T>(
  pid: number,
  work: () => Promise<T>,
): Promise<{ value: T; runtimeBytes: number; childrenBytes: number }> {
  let runtimeBytes = 0;
  let childrenBytes = 0;
  let done = false;
  const sampling = (async () => {
    while (!done) {
      runtimeBytes = Math.max(runtimeBytes, await rssOf(pid));
      const children = await Promise.all((await childrenOf(pid)).map(rssOf));
      childrenBytes = Math.max(
        childrenBytes,
        children.reduce((sum, bytes) => sum + bytes, 0),
      );
      await new Promise((wake) => setTimeout(wake, 50));
    }
  })();
  try {
    return { value: await work(), runtimeBytes, childrenBytes };
  } finally {
    done = true;
    await sampling;
  }
}

/** The runtime's own resident memory now. */
export const runtimeRss = (pid: number): Promise<number> => rssOf(pid);

/** CPU time the process has used so far (user and system, all its threads), ms (Linux's /proc); 0 once it is gone. */
export async function runtimeCpuMs(pid: number): Promise<number> {
  const stat = await readFile(`/proc/${pid}/stat`, 'utf8').catch(() => '');
  // Fields 14 and 15 (utime, stime) in clock ticks of 1/100 s, counted after the command name in parentheses.
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return (Number(fields[11] ?? 0) + Number(fields[12] ?? 0)) * 10;
}
