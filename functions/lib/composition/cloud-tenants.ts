import { AthenaClient } from '@aws-sdk/client-athena';
import { CognitoIdentityProviderClient } from '@aws-sdk/client-cognito-identity-provider';
import { exampleTables } from '#shared/examples/catalog.ts';
import type { TenantBootstrapPorts } from '../../security/index.ts';
import { cognitoPoolUsers } from '../adapters/identity/cognito-admin.ts';
import { athenaTenantWorkgroups } from '../adapters/query-engine/athena/athena-workgroups.ts';
import { config } from '../config.ts';
import { once } from '../once.ts';
import { required } from '../required-setting.ts';

const cognito = once(() => new CognitoIdentityProviderClient({}));
const athena = once(() => new AthenaClient({}));

/**
 * What setting up a cloud tenant reaches (the deploy-time bootstrap and the operator function alike): the user pool,
 * Athena for the tenant's workgroup, and the example tables.
 */
export function cloudTenantPorts(): TenantBootstrapPorts {
  const settings = config();
  return {
    poolUsers: cognitoPoolUsers(cognito(), required(settings.COGNITO_USER_POOL_ID, 'COGNITO_USER_POOL_ID')),
    workgroups: athenaTenantWorkgroups(athena(), {
      resultsBucket: required(settings.RESULTS_BUCKET, 'RESULTS_BUCKET'),
      bytesScannedLimit: settings.QUERY_BYTES_SCANNED_LIMIT,
      prefix: settings.ATHENA_WORKGROUP_PREFIX,
    }),
    tables: exampleTables,
  };
}
