type KeyValueStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

const kept = new Map<string, string>();

/** Keeps values for this page only: what a page gets when the browser refuses it storage. */
const pageOnly: KeyValueStorage = {
  getItem: (key) => kept.get(key) ?? null,
  setItem: (key, value) => void kept.set(key, value),
  removeItem: (key) => void kept.delete(key),
};

/**
 * The page's `localStorage`, or a store keeping values for this page only where the browser refuses storage to the
 * page (an embedded dashboard in another site's frame, where browsers block third-party storage), so that nothing
 * fails for want of it: reading `window.localStorage` then throws a SecurityError.
 */
export function pageStorage(): KeyValueStorage {
  try {
    return window.localStorage;
  } catch {
    return pageOnly;
  }
}
