import { rememberingVerifier } from '../auth/remembered-tokens.ts';
import {
  cognitoIssuer,
  cognitoTokenVerifier,
  issuerRoutedVerifier,
  type TokenVerifier,
} from '../auth/token-verifier.ts';
import { config } from '../config.ts';
import { once } from '../once.ts';
import { reportTokenVerifier } from './report-signing.ts';
import { required } from '../required-setting.ts';
import { localVerifier } from './tokens.ts';

/** The verifier of each issuer whose tokens the API accepts (one key file locally). */
function issuerVerifier(): TokenVerifier {
  const settings = config();
  if (settings.IDENTITY === 'local') return localVerifier(['access', 'report', 'guest']);
  const region = process.env.AWS_REGION ?? 'us-east-1';
  const userPoolId = required(settings.COGNITO_USER_POOL_ID, 'COGNITO_USER_POOL_ID');
  const cognito = cognitoTokenVerifier({
    region,
    userPoolId,
    clientId: required(settings.COGNITO_CLIENT_ID, 'COGNITO_CLIENT_ID'),
  });
  return issuerRoutedVerifier(
    new Map([
      [cognitoIssuer(region, userPoolId), cognito],
      [settings.JWT_ISSUER, reportTokenVerifier()],
    ]),
  );
}

/**
 * Verifies API bearer tokens for the gateways (the HTTP API's and the WebSocket `$connect` authorizers, the local
 * gateway): a signed-in user's token, a report's screenshot token, or an embedded dashboard's guest token. Locally all
 * come from the runtime's key file; in the cloud the first is a Cognito id token and the others are signed by the
 * stack's report-signing key. What a scoped token may call is narrowed afterwards (functions/lib/auth/report-scope.ts). A token verified once is not
 * verified again until it expires (functions/lib/auth/remembered-tokens.ts).
 */
export const tokenVerifier = once((): TokenVerifier => rememberingVerifier(issuerVerifier()));
