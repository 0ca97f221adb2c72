import { readFile, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import * as z from 'zod';

/**
 * A running local runtime holds its dynalite store locked (LevelDB allows one process), so it records where its
 * dynalite listens in the data folder: another process of the same machine (`npm run tenant`) then writes through
 * it instead of opening the store. Removed when the runtime closes; a crash leaves it behind, hence the pid.
 */
const EndpointRecord = z.object({
  // Only ever a loopback address: the file must not be able to send the tool's writes anywhere else.
  endpoint: z.string().regex(/^http:\/\/127\.0\.0\.1:\d{1,5}$/),
  pid: z.number().int().positive(),
});
export type EndpointRecord = z.infer<typeof EndpointRecord>;

const fileOf = (dataDir: string): string => join(dataDir, 'dynamodb.endpoint.json');

/** Record this process's dynalite endpoint in the data folder. */
export async function recordDynamoEndpoint(dataDir: string, endpoint: string): Promise<void> {
  await writeFile(fileOf(dataDir), JSON.stringify({ endpoint, pid: process.pid }), { mode: 0o600 });
}

/** Remove the record (absent is fine). */
export async function clearDynamoEndpoint(dataDir: string): Promise<void> {
  await rm(fileOf(dataDir), { force: true });
}

/** Whether a process of that id is alive (a signal-0 probe: sends nothing). */
function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: it exists but belongs to someone else.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** The endpoint a live runtime recorded in the data folder, or undefined (none, unreadable, or its process is gone). */
export async function readDynamoEndpoint(dataDir: string): Promise<string | undefined> {
  let text: string;
  try {
    text = await readFile(fileOf(dataDir), 'utf8');
  } catch {
    return undefined;
  }
  let parsed: ReturnType<typeof EndpointRecord.safeParse>;
  try {
    parsed = EndpointRecord.safeParse(JSON.parse(text));
  } catch {
    return undefined;
  }
  return parsed.success && isAlive(parsed.data.pid) ? parsed.data.endpoint : undefined;
}
