import { REPORT_TOKEN_USE } from './report-scope.ts';
import type { UserRecord } from './records.ts';

/**
 * Sessions and password changes. Every token carries the user's session generation when it was issued
 * (`session_gen`: signed locally, added by Cognito's pre-token-generation trigger in the cloud); each password
 * change raises the user's generation, which ends every session issued before it: their access tokens are refused by
 * the permission check that reads the user record on every request anyway (no extra read), and their refresh tokens
 * by the refresh. The session that changed its own password is kept (`kept_session`, its `sid`), so the user goes on
 * working where they changed it. A report's screenshot token is minted by the server for one rendering and is not a
 * session.
 */

/** What a token (or a refresh token family) says of its session. */
export interface SessionMark {
  sid?: string;
  session_gen?: number;
  token_use?: string;
}

/** Whether a password change since the token was issued ended its session. */
export function sessionEnded(user: Pick<UserRecord, 'session_gen' | 'kept_session'>, token: SessionMark): boolean {
  const current = user.session_gen ?? 0;
  if (current === 0 || token.token_use === REPORT_TOKEN_USE) return false;
  if (token.sid !== undefined && token.sid === user.kept_session) return false;
  return (token.session_gen ?? 0) < current;
}

/** The user's session fields after a password change made from session `keptSid` (none: an Admin's reset ends them all). */
export function afterPasswordChange(
  user: Pick<UserRecord, 'session_gen'>,
  keptSid: string | undefined,
): Pick<UserRecord, 'session_gen' | 'kept_session'> {
  return { session_gen: (user.session_gen ?? 0) + 1, kept_session: keptSid ?? null };
}
