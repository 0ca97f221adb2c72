import { randomUUID } from 'node:crypto';
import { mkdir, open, readdir, readFile, rename, rm } from 'node:fs/promises';
import { join } from 'node:path';
import type { StoredMessage } from './types.ts';

const MESSAGE_SUFFIX = '.json';
const TEMP_SUFFIX = '.tmp';

/**
 * The on-disk side of one queue: a JSON file per message under `<dataDir>/queues/<queue>/`.
 * Each write goes to a temp file that is fsync'd and renamed over the old one, so a crash leaves
 * either the old or the new state, never half a file. Operations on one message are chained so a
 * delete cannot overtake a pending rewrite of the same message.
 */
export class MessageFileStore {
  readonly dir: string;
  private readonly pending = new Map<string, Promise<void>>();

  constructor(dataDir: string, queue: string) {
    this.dir = join(dataDir, 'queues', queue);
  }

  /** Create the folder, drop temp files a crash left behind, and read every stored message. */
  async load(): Promise<StoredMessage[]> {
    await mkdir(this.dir, { recursive: true });
    const names = await readdir(this.dir);
    await Promise.all(names.filter((n) => n.endsWith(TEMP_SUFFIX)).map((n) => rm(join(this.dir, n), { force: true })));
    const files = names.filter((n) => n.endsWith(MESSAGE_SUFFIX));
    const messages = await Promise.all(
      files.map(async (n) => JSON.parse(await readFile(join(this.dir, n), 'utf8')) as StoredMessage),
    );
    return messages.sort((a, b) => a.sentAt - b.sentAt);
  }

  /** Durably write the message's current state. */
  write(message: StoredMessage): Promise<void> {
    const snapshot = JSON.stringify(message);
    return this.enqueue(message.id, () => this.writeAtomically(message.id, snapshot));
  }

  /** Remove the message's file; a missing file is fine. */
  remove(id: string): Promise<void> {
    return this.enqueue(id, () => rm(this.pathOf(id), { force: true }));
  }

  /** Wait for every pending write and delete. */
  async flush(): Promise<void> {
    await Promise.all(this.pending.values());
  }

  private pathOf(id: string): string {
    return join(this.dir, `${id}${MESSAGE_SUFFIX}`);
  }

  private async writeAtomically(id: string, content: string): Promise<void> {
    const tempPath = join(this.dir, `.${id}.${randomUUID()}${TEMP_SUFFIX}`);
    const handle = await open(tempPath, 'w');
    try {
      await handle.writeFile(content, 'utf8');
      await handle.sync();
    } finally {
      await handle.close();
    }
    await rename(tempPath, this.pathOf(id));
  }

  /** Run `operation` after every earlier operation on the same message, whatever their outcome. */
  private enqueue(id: string, operation: () => Promise<void>): Promise<void> {
    const previous = this.pending.get(id) ?? Promise.resolve();
    const next = previous.catch(() => undefined).then(operation);
    this.pending.set(id, next);
    const forget = (): void => {
      if (this.pending.get(id) === next) this.pending.delete(id);
    };
    next.then(forget, forget);
    return next;
  }
}
