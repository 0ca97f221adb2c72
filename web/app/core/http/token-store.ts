import * as z from 'zod';
import { pageStorage } from '../page-storage.ts';

/** localStorage key of the signed-in user's tokens. */
export const AUTH_STORAGE_KEY = 'skyset.auth';

const StoredTokens = z.object({
  access_token: z.string().min(1),
  refresh_token: z.string().min(1).optional(),
});

/** The tokens kept between page loads; `guest` marks an embedded dashboard's guest token (see guestSession). */
export type AuthTokens = z.infer<typeof StoredTokens> & { guest?: true };

/** Reads, writes and forgets the signed-in user's tokens. */
export interface TokenStore {
  read(): AuthTokens | null;
  write(tokens: AuthTokens): void;
  clear(): void;
}

type KeyValueStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

/**
 * A token store over a Web Storage object. The storage is looked up on every call because route
 * modules are also imported at build time (SPA prerender), where no `localStorage` exists.
 */
export function createTokenStore(getStorage: () => KeyValueStorage): TokenStore {
  return {
    read() {
      const raw = getStorage().getItem(AUTH_STORAGE_KEY);
      if (raw === null) return null;
      return parseStoredTokens(raw);
    },
    write(tokens) {
      getStorage().setItem(AUTH_STORAGE_KEY, JSON.stringify(tokens));
    },
    clear() {
      getStorage().removeItem(AUTH_STORAGE_KEY);
    },
  };
}

/** The entry parsed last: every request reads the tokens, and a dashboard sends dozens at once. */
let lastParsed: { raw: string; tokens: AuthTokens | null } | undefined;

/** A hand-edited or outdated entry counts as signed out rather than breaking every request. */
function parseStoredTokens(raw: string): AuthTokens | null {
  if (lastParsed?.raw !== raw) lastParsed = { raw, tokens: parseTokens(raw) };
  return lastParsed.tokens;
}

function parseTokens(raw: string): AuthTokens | null {
  try {
    const parsed = StoredTokens.safeParse(JSON.parse(raw));
    return parsed.success ? Object.freeze(parsed.data) : null;
  } catch {
    return null;
  }
}

/** The signed-in user's tokens, backed by `localStorage`. */
const storedTokens: TokenStore = createTokenStore(pageStorage);

let guestToken: string | null = null;

/**
 * An embedded dashboard's guest session: the token its host application hands over (through the embedded SDK), held in
 * this page's memory only, never in `localStorage`, where it would replace the session of a user signed in to Skyset in
 * another tab. While it is set, every request carries it instead (features/embedded).
 */
export const guestSession = {
  /** Takes the host's token, the first one or a renewed one. */
  set(token: string): void {
    guestToken = token;
  },
  isActive(): boolean {
    return guestToken !== null;
  },
};

/** The page's tokens: the guest session's when there is one, else the signed-in user's. */
export const authTokens: TokenStore = {
  read: () => (guestToken !== null ? { access_token: guestToken, guest: true } : storedTokens.read()),
  write: (tokens) => {
    if (guestToken === null) storedTokens.write(tokens);
  },
  clear: () => {
    if (guestToken === null) storedTokens.clear();
  },
};
