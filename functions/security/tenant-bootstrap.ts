import type { CloudFormationCustomResourceEvent } from 'aws-lambda';
import { cloudTenantPorts } from '../lib/composition/cloud-tenants.ts';
import { logger } from '../lib/logger.ts';
import { TenantBootstrapProperties } from './schema.ts';
import { bootstrapCloudTenant } from './tenant-bootstrap-service.ts';

/** What the CDK `Provider` framework expects back from an onEvent handler. */
export interface CustomResourceResponse {
  PhysicalResourceId: string;
  Data?: Record<string, string | number>;
}

/**
 * The tenant bootstrap custom resource (infra/cloud/bootstrap.ts), run by the CDK `Provider` framework, which
 * reports a thrown error to CloudFormation as a failed deployment. Create and Update bootstrap the tenant;
 * Delete keeps everything, since the table and the user pool outlive the stack too.
 */
export const handler = async (event: CloudFormationCustomResourceEvent): Promise<CustomResourceResponse> => {
  if (event.RequestType === 'Delete') return { PhysicalResourceId: event.PhysicalResourceId };
  const properties = TenantBootstrapProperties.parse(event.ResourceProperties);
  logger.info('Tenant bootstrap', {
    requestType: event.RequestType,
    tenant: properties.Tenant,
    version: properties.Version,
  });
  const result = await bootstrapCloudTenant(properties, cloudTenantPorts());
  return {
    PhysicalResourceId: `tenant-${result.tenant}`,
    Data: {
      AdminId: result.adminId,
      DatabaseId: result.databaseId,
      Datasets: result.datasets,
      CognitoAdmin: result.cognitoAdmin,
      Workgroup: result.workgroup,
    },
  };
};
