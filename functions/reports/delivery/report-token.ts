import type { TokenSigner } from '../../lib/auth/token-signer.ts';
import { READABLE_CLAIM, type ReadableResources, readableClaim } from '../../lib/auth/readable-scope.ts';
import { REPORT_ID_CLAIM, REPORT_TOKEN_USE } from '../../lib/auth/report-scope.ts';

/** What signing a report's screenshot token needs from the deployment. */
export interface ReportTokenSettings {
  /** The runtime's key file locally, the stack's KMS report-signing key in the cloud (functions/lib/composition/tokens.ts). */
  signer: TokenSigner;
  issuer: string;
  audience: string;
  ttlSeconds: number;
  /** Epoch ms the token is issued at (the worker's clock). */
  now: () => number;
}

/** The executor the page signs in as, with the roles it holds now, and what drawing the report reads. */
export interface ReportTokenSubject {
  tenantId: string;
  reportId: number;
  userId: number;
  username: string;
  roles: readonly string[];
  /** The report's chart or dashboard and what drawing it reads (target.ts). */
  readable: ReadableResources;
}

/**
 * A short-lived token for the headless browser rendering one report: the executor's claims, `token_use: report`, the
 * report's id and its resources, so the API answers it the report page's own requests and nothing else
 * (functions/lib/auth/report-scope.ts).
 */
export async function signReportToken(settings: ReportTokenSettings, subject: ReportTokenSubject): Promise<string> {
  const issuedAt = Math.floor(settings.now() / 1000);
  return settings.signer.sign({
    sub: String(subject.userId),
    username: subject.username,
    tenant: subject.tenantId,
    roles: [...subject.roles],
    token_use: REPORT_TOKEN_USE,
    [REPORT_ID_CLAIM]: subject.reportId,
    [READABLE_CLAIM]: readableClaim(subject.readable),
    iss: settings.issuer,
    aud: settings.audience,
    iat: issuedAt,
    exp: issuedAt + settings.ttlSeconds,
    jti: crypto.randomUUID(),
  });
}
