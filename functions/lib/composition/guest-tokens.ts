import { config } from '../config.ts';
import type { GuestTokenPorts } from '../../security/index.ts';
import { reportTokenSigner } from './report-signing.ts';

/**
 * How guest tokens are signed: with the key that signs report screenshot tokens (the runtime's key file locally, the
 * stack's KMS key in the cloud), whose public half every gateway already verifies scoped tokens with.
 */
export const guestTokenPorts = (): GuestTokenPorts => {
  const settings = config();
  return {
    signer: reportTokenSigner(),
    issuer: settings.JWT_ISSUER,
    audience: settings.JWT_AUDIENCE,
    ttlSeconds: settings.GUEST_TOKEN_JWT_EXP_SECONDS,
    now: () => Date.now(),
  };
};
