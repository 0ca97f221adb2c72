import { AthenaClient } from '@aws-sdk/client-athena';
import { CognitoIdentityProviderClient } from '@aws-sdk/client-cognito-identity-provider';
import type { CloudFormationCustomResourceEvent } from 'aws-lambda';
import { exampleTables } from '#shared/examples/catalog.ts';
import { required } from '../lib/composition/required.ts';
import { config } from '../lib/config.ts';
import { logger } from '../lib/logger.ts';
import { once } from '../lib/once.ts';
import { TenantBootstrapProperties } from './schema.ts';
import { bootstrapCloudTenant } from './tenant-bootstrap-service.ts';

/** What the CDK `Provider` framework expects back from an onEvent handler. */
export interface CustomResourceResponse {
  PhysicalResourceId: string;
  Data?: Record<string, string | number>;
}

const cognito = once(() => new CognitoIdentityProviderClient({}));
const athena = once(() => new AthenaClient({}));

/**
 * The tenant bootstrap custom resource (infra/cloud/bootstrap.ts), run by the CDK `Provider` framework, which
 * reports a thrown error to CloudFormation as a failed deployment. Create and Update bootstrap the tenant;
 * Delete keeps everything, since the table and the user pool outlive the stack too.
 */
export const handler = async (event: CloudFormationCustomResourceEvent): Promise<CustomResourceResponse> => {
  if (event.RequestType === 'Delete') return { PhysicalResourceId: event.PhysicalResourceId };
  const properties = TenantBootstrapProperties.parse(event.ResourceProperties);
  logger.info('Tenant bootstrap', { requestType: event.RequestType, tenant: properties.Tenant, version: properties.Version });
  const settings = config();
  const result = await bootstrapCloudTenant(properties, {
    cognito: cognito(),
    userPoolId: required(settings.COGNITO_USER_POOL_ID, 'COGNITO_USER_POOL_ID'),
    athena: athena(),
    workgroup: {
      resultsBucket: required(settings.RESULTS_BUCKET, 'RESULTS_BUCKET'),
      bytesScannedLimit: settings.QUERY_BYTES_SCANNED_LIMIT,
      prefix: settings.ATHENA_WORKGROUP_PREFIX,
    },
    tables: exampleTables,
  });
  return {
    PhysicalResourceId: `tenant-${result.tenant}`,
    Data: { AdminId: result.adminId, DatabaseId: result.databaseId, Datasets: result.datasets, CognitoAdmin: result.cognitoAdmin, Workgroup: result.workgroup },
  };
};
