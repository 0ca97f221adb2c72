import { createHash } from 'node:crypto';
import { CustomResource, Duration, RemovalPolicy } from 'aws-cdk-lib';
import { LogGroup, RetentionDays } from 'aws-cdk-lib/aws-logs';
import { Provider } from 'aws-cdk-lib/custom-resources';
import { Construct, type IDependable } from 'constructs';
import { customResources } from '#functions/manifest.ts';
import { DEFAULT_ROLES } from '#functions/security/default-roles.ts';
import { TenantBootstrapProperties } from '#functions/security/schema.ts';
import { DEFAULT_TENANT } from '#functions/security/service.ts';
import { exampleTables } from '#shared/examples/catalog.ts';
import { AppFunction } from './app-function.ts';

export interface TenantBootstrapProps {
  /** @default DEFAULT_TENANT (`default`) */
  tenant?: string;
  /** Where Cognito mails the admin's temporary password; without it the stack creates no Cognito user. */
  adminEmail?: string;
  /** The Glue database of the example tables, the schema of the example datasets. */
  examplesSchema: string;
  /** What must exist before the bootstrap runs beyond what its function references (the pool's groups). */
  after: readonly IDependable[];
}

/**
 * What the bootstrap writes comes from the bundled example catalog and builtin roles: a change to either changes
 * this value, so the next deployment runs the bootstrap again and adds what is new (it never overwrites).
 */
const contentVersion = (): string =>
  createHash('sha256').update(JSON.stringify({ exampleTables, DEFAULT_ROLES })).digest('hex').slice(0, 16);

/**
 * Deploy-time setup of a tenant (functions/security/tenant-bootstrap.ts) as a custom resource: its records, its
 * admin in Cognito and the example datasets. The stack binds the function's access like any other's.
 */
export class TenantBootstrap extends Construct {
  readonly function: AppFunction;
  readonly resource: CustomResource;

  constructor(scope: Construct, id: string, props: TenantBootstrapProps) {
    super(scope, id);
    this.function = new AppFunction(this, 'Function', {
      module: customResources.tenantBootstrap,
      memorySize: 256,
      timeout: Duration.minutes(2),
      description: 'Skyset tenant bootstrap (custom resource)',
    });
    const provider = new Provider(this, 'Provider', {
      onEventHandler: this.function.fn,
      logGroup: new LogGroup(this, 'ProviderLogs', {
        retention: RetentionDays.ONE_MONTH,
        removalPolicy: RemovalPolicy.DESTROY,
      }),
    });
    // Checked at synth with the function's own schema: a bad address found mid-deployment would roll it all back.
    const properties = TenantBootstrapProperties.parse({
      Tenant: props.tenant ?? DEFAULT_TENANT,
      ...(props.adminEmail ? { AdminEmail: props.adminEmail } : {}),
      ExamplesSchema: props.examplesSchema,
      Version: contentVersion(),
    });
    this.resource = new CustomResource(this, 'Resource', {
      serviceToken: provider.serviceToken,
      resourceType: 'Custom::SkysetTenantBootstrap',
      properties,
    });
    this.resource.node.addDependency(...props.after);
  }
}
