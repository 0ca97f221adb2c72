import type { KeyValueStorage } from './ports.ts';
import { LAST_EVENT_ID_KEY } from './settings.ts';

/** The last event id the page handled, kept in memory and mirrored to storage so a reload resumes after it. */
export interface LastEventId {
  read(): string | null;
  /** Moves the id forward; an older id (a replayed event arriving after a newer push) leaves it alone. */
  advance(id: string): void;
}

/**
 * Event ids are numbers, or Superset's stream ids `<ms>-<seq>`: compared part by part as numbers, so `10` is after
 * `9`. Ids that are neither compare as text rather than throwing.
 */
export function compareEventIds(a: string, b: string): number {
  const partsA = a.split('-').map(Number);
  const partsB = b.split('-').map(Number);
  if ([...partsA, ...partsB].some((part) => !Number.isFinite(part))) return a.localeCompare(b);
  for (let index = 0; index < Math.max(partsA.length, partsB.length); index += 1) {
    const difference = (partsA[index] ?? 0) - (partsB[index] ?? 0);
    if (difference !== 0) return Math.sign(difference);
  }
  return 0;
}

/**
 * Reads the stored id once (like Superset, at start): afterwards the page keeps its own, since another tab of the
 * same user writes the same key and must not make this page skip events it has not seen. Storage failures (private
 * mode, quota, no storage at build time) only cost the resume point, never the page.
 */
export function createLastEventId(getStorage: () => KeyValueStorage | undefined): LastEventId {
  let current = readStored(getStorage);
  return {
    read: () => current,
    advance(id) {
      if (current !== null && compareEventIds(id, current) <= 0) return;
      current = id;
      try {
        getStorage()?.setItem(LAST_EVENT_ID_KEY, id);
      } catch {
        // Not persisted: this page still has it in memory.
      }
    },
  };
}

function readStored(getStorage: () => KeyValueStorage | undefined): string | null {
  try {
    const stored = getStorage()?.getItem(LAST_EVENT_ID_KEY) ?? null;
    return stored !== null && /^\d+(-\d+)?$/.test(stored) ? stored : null;
  } catch {
    return null;
  }
}
