import { Duration } from 'aws-cdk-lib';
import { Construct } from 'constructs';
import { operatorFunctions } from '#functions/manifest.ts';
import { AppFunction } from './app-function.ts';

export interface TenantOperatorProps {
  /** The Glue database of the example tables: the schema of every new tenant's example datasets. */
  examplesSchema: string;
}

/**
 * The tenant operator function (functions/security/tenant-operator.ts): creates and lists tenants. It has no API
 * route, trigger or schedule; only principals allowed `lambda:InvokeFunction` on it (operators) can call it, with
 * `aws lambda invoke` (docs/deploy.md). The stack binds its table, pool and workgroup access like any other's.
 */
export class TenantOperator extends Construct {
  readonly function: AppFunction;

  constructor(scope: Construct, id: string, props: TenantOperatorProps) {
    super(scope, id);
    this.function = new AppFunction(this, 'Function', {
      module: operatorFunctions.tenantOperator,
      memorySize: 256,
      timeout: Duration.minutes(2),
      description: 'Skyset tenant operator: create and list tenants (invoked by operators)',
    });
    this.function.setEnv('ATHENA_DATABASE', props.examplesSchema);
  }
}
