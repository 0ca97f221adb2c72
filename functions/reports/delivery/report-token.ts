import { SignJWT } from 'jose';
import type { SigningKeys } from '../../lib/auth/signing-keys.ts';
import { REPORT_ID_CLAIM, REPORT_TOKEN_USE } from '../../lib/auth/report-scope.ts';

/** What signing a report's screenshot token needs from the deployment. */
export interface ReportTokenSettings {
  keys: () => Promise<SigningKeys>;
  issuer: string;
  audience: string;
  ttlSeconds: number;
  /** Epoch ms the token is issued at (the worker's clock). */
  now: () => number;
}

/** The executor the page signs in as, with the roles it holds now. */
export interface ReportTokenSubject {
  tenantId: string;
  reportId: number;
  userId: number;
  username: string;
  roles: readonly string[];
}

/**
 * A short-lived token for the headless browser rendering one report: the executor's claims, `token_use: report` and
 * the report's id, so the gateway lets it read (GET and chart data) and nothing else (functions/lib/auth/report-scope.ts).
 */
export async function signReportToken(settings: ReportTokenSettings, subject: ReportTokenSubject): Promise<string> {
  const { privateKey, kid } = await settings.keys();
  const issuedAt = Math.floor(settings.now() / 1000);
  return new SignJWT({
    username: subject.username,
    tenant: subject.tenantId,
    roles: [...subject.roles],
    token_use: REPORT_TOKEN_USE,
    [REPORT_ID_CLAIM]: subject.reportId,
  })
    .setProtectedHeader({ alg: 'ES256', kid, typ: 'JWT' })
    .setSubject(String(subject.userId))
    .setIssuer(settings.issuer)
    .setAudience(settings.audience)
    .setIssuedAt(issuedAt)
    .setJti(crypto.randomUUID())
    .setExpirationTime(issuedAt + settings.ttlSeconds)
    .sign(privateKey);
}
