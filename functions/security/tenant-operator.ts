import { AthenaClient } from '@aws-sdk/client-athena';
import { CognitoIdentityProviderClient } from '@aws-sdk/client-cognito-identity-provider';
import { exampleTables } from '#shared/examples/catalog.ts';
import { required } from '../lib/composition/required.ts';
import { config } from '../lib/config.ts';
import { logger } from '../lib/logger.ts';
import { once } from '../lib/once.ts';
import { parseOperatorEvent, runTenantOperation } from './tenant-operator-service.ts';

const cognito = once(() => new CognitoIdentityProviderClient({}));
const athena = once(() => new AthenaClient({}));

/**
 * The tenant operator function: no API route and no trigger, only operators with `lambda:InvokeFunction` on it call
 * it (docs/deploy.md). `{"action":"create","tenant":"acme","adminEmail":"..."}` creates a tenant; `{"action":"list"}`
 * lists them. A refused request throws, so `aws lambda invoke` reports a FunctionError with the reason.
 */
export const handler = async (event: unknown) => {
  const request = parseOperatorEvent(event);
  logger.info('Tenant operation', { ...request });
  const settings = config();
  return runTenantOperation(request, {
    cognito: cognito(),
    userPoolId: required(settings.COGNITO_USER_POOL_ID, 'COGNITO_USER_POOL_ID'),
    athena: athena(),
    workgroup: {
      resultsBucket: required(settings.RESULTS_BUCKET, 'RESULTS_BUCKET'),
      bytesScannedLimit: settings.QUERY_BYTES_SCANNED_LIMIT,
      prefix: settings.ATHENA_WORKGROUP_PREFIX,
    },
    examplesSchema: required(settings.ATHENA_DATABASE, 'ATHENA_DATABASE'),
    tables: exampleTables,
  });
};
