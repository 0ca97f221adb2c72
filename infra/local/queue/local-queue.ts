import { randomUUID } from 'node:crypto';
import { MessageFileStore } from './message-store.ts';
import type { QueueStats, StoredMessage } from './types.ts';

/**
 * One queue's messages in memory, mirrored to disk. Every method changes memory before its first
 * `await`, so two deliveries started in the same tick never claim the same message; the returned
 * promise settles once the change is on disk.
 */
export class LocalQueue {
  private readonly messages = new Map<string, StoredMessage>();
  /** The receipt handle of each message's latest receive; an outcome with an older handle is stale. */
  private readonly receipts = new Map<string, string>();
  private readonly store: MessageFileStore;

  constructor(
    readonly name: string,
    dataDir: string,
    private readonly now: () => number,
  ) {
    this.store = new MessageFileStore(dataDir, name);
  }

  /** Read the queue from disk; messages a crashed run left in flight become visible now. */
  async load(): Promise<void> {
    const messages = await this.store.load();
    for (const message of messages) this.messages.set(message.id, message);
    await Promise.all(messages.filter((m) => m.inFlight).map((m) => this.release(m, 0)));
  }

  /** Store a new (or moved) message. */
  add(message: StoredMessage): Promise<void> {
    this.messages.set(message.id, message);
    return this.store.write(message);
  }

  /** Messages deliverable at `now`, oldest first; in-flight messages whose visibility expired count. */
  *visible(now: number): Generator<StoredMessage> {
    for (const message of this.messages.values()) {
      if (message.visibleAt <= now) yield message;
    }
  }

  /** Mark a message received for `visibilityMs`; resolves to the fresh receipt handle once persisted. */
  async receive(message: StoredMessage, visibilityMs: number): Promise<string> {
    const now = this.now();
    message.receiveCount += 1;
    message.firstReceivedAt ??= now;
    message.visibleAt = now + visibilityMs;
    message.inFlight = true;
    const receiptHandle = Buffer.from(`${message.id}:${randomUUID()}`).toString('base64url');
    this.receipts.set(message.id, receiptHandle);
    await this.store.write(message);
    return receiptHandle;
  }

  /** The message if `receiptHandle` is still its latest receipt, else undefined (deleted or received again). */
  current(id: string, receiptHandle: string): StoredMessage | undefined {
    return this.receipts.get(id) === receiptHandle ? this.messages.get(id) : undefined;
  }

  /** Make a message visible again after `delayMs`. */
  release(message: StoredMessage, delayMs: number): Promise<void> {
    message.visibleAt = this.now() + delayMs;
    message.inFlight = false;
    this.receipts.delete(message.id);
    return this.store.write(message);
  }

  /**
   * Move a message to another queue (its DLQ). It is written there before its file here is
   * deleted, so a crash in between duplicates it (at-least-once) but never loses it.
   */
  async moveTo(target: LocalQueue, message: StoredMessage): Promise<void> {
    this.messages.delete(message.id);
    this.receipts.delete(message.id);
    await target.add({ ...message, inFlight: false, visibleAt: this.now() });
    await this.store.remove(message.id);
  }

  /** Delete a message for good. */
  remove(id: string): Promise<void> {
    this.messages.delete(id);
    this.receipts.delete(id);
    return this.store.remove(id);
  }

  /** The earliest time after `now` at which a message becomes deliverable, if any. */
  nextVisibleAt(now: number): number | undefined {
    let earliest: number | undefined;
    for (const { visibleAt } of this.messages.values()) {
      if (visibleAt > now && (earliest === undefined || visibleAt < earliest)) earliest = visibleAt;
    }
    return earliest;
  }

  /** Counts by state; `dlq` is filled in by the broker. */
  counts(): Omit<QueueStats, 'dlq'> {
    const now = this.now();
    const counts = { visible: 0, inFlight: 0, delayed: 0 };
    for (const message of this.messages.values()) {
      if (message.visibleAt <= now) counts.visible += 1;
      else if (message.inFlight) counts.inFlight += 1;
      else counts.delayed += 1;
    }
    return counts;
  }

  /** Copies of the stored messages, oldest first, for tests and diagnostics. */
  list(): StoredMessage[] {
    return [...this.messages.values()].map((message) => structuredClone(message));
  }

  /** Wait until every change is on disk. */
  flush(): Promise<void> {
    return this.store.flush();
  }
}
