import * as z from 'zod';
import { UnauthorizedError } from '#shared/errors.ts';

/**
 * The claims every access token carries, in both runtimes: `sub`, `username`, `tenant` and `roles`.
 * API Gateway's JWT authorizer hands claims to the function as strings, arrays flattened to `[a b c]`;
 * the local gateway does the same, so this parser serves both.
 */
export const Claims = z.object({
  sub: z.string().min(1),
  username: z.string().min(1),
  tenant: z.string().regex(/^[a-z0-9][a-z0-9-]{0,62}$/),
  roles: z.array(z.string()),
  /** The session (sign-in) the token belongs to: locally signed tokens only. */
  sid: z.string().min(1).optional(),
  /** The user's session generation when the token was issued (absent: 0); see functions/lib/auth/sessions.ts. */
  session_gen: z.number().int().nonnegative().optional(),
  /** `access`, `id` (Cognito), `report` (a report's screenshot) or `guest` (an embedded dashboard's viewer). */
  token_use: z.string().optional(),
  /** A scoped token's resources (functions/lib/auth/readable-scope.ts): a JSON list, or flattened as `[a b]`. */
  readable: z.union([z.string(), z.array(z.string())]).optional(),
  /** A guest token's row level security rules, as JSON text (functions/lib/auth/guest-token.ts). */
  guest_rls: z.string().optional(),
  /** A guest's names, as the host application gave them (a guest has no user record to read them from). */
  guest_first_name: z.string().optional(),
  guest_last_name: z.string().optional(),
});
export type Claims = z.infer<typeof Claims>;

/** Flatten a JWT payload the way API Gateway's JWT authorizer does for `requestContext.authorizer.jwt.claims`. */
export function toAuthorizerClaims(payload: Record<string, unknown>): Record<string, string> {
  const claims: Record<string, string> = {};
  for (const [key, value] of Object.entries(payload)) {
    claims[key] = Array.isArray(value) ? `[${value.join(' ')}]` : String(value);
  }
  return claims;
}

function parseRoles(value: unknown): string[] {
  if (Array.isArray(value)) return value.map(String);
  if (typeof value !== 'string' || value.trim() === '') return [];
  const inner = value.startsWith('[') && value.endsWith(']') ? value.slice(1, -1) : value;
  return inner.split(/[\s,]+/).filter(Boolean);
}

/** Read the caller's claims from what the authorizer passed on; 401 when they are missing or malformed. */
export function readClaims(raw: Record<string, unknown> | undefined): Claims {
  const parsed = Claims.safeParse({
    sub: raw?.sub,
    username: raw?.username ?? raw?.['cognito:username'],
    tenant: raw?.tenant ?? raw?.['custom:tenant'],
    roles: parseRoles(raw?.roles ?? raw?.['cognito:groups']),
    sid: raw?.sid,
    // Authorizers hand claims on as strings.
    session_gen: raw?.session_gen === undefined ? undefined : Number(raw.session_gen),
    token_use: raw?.token_use,
    readable: raw?.readable,
    guest_rls: raw?.guest_rls,
    guest_first_name: raw?.guest_first_name,
    guest_last_name: raw?.guest_last_name,
  });
  if (!parsed.success) throw new UnauthorizedError('Not authorized');
  return parsed.data;
}
