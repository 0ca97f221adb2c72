import { Size, Stack } from 'aws-cdk-lib';
import { CfnDatabase } from 'aws-cdk-lib/aws-glue';
import { PolicyStatement } from 'aws-cdk-lib/aws-iam';
import type { IBucket } from 'aws-cdk-lib/aws-s3';
import { Construct } from 'constructs';
import type { ExampleTable } from '#shared/examples/types.ts';
import type { AppFunction } from './app-function.ts';
import { GlueExampleTables } from './glue-tables.ts';

export interface QueryProps {
  resultsBucket: IBucket;
  exampleDataBucket: IBucket;
  exampleTables: readonly ExampleTable[];
  /** Folder of the generated `<table>.parquet` files to upload, if present. */
  exampleDataDir: string;
  /** Queries that would scan more are cancelled by Athena (cost guard). @default 10 GiB */
  bytesScannedCutoff?: Size;
  /** @default 'skyset_examples' */
  databaseName?: string;
}

/** Where each tenant's Athena output goes in the results bucket (functions/lib/adapters/query-engine/athena/athena-workgroups.ts). */
const TENANT_ATHENA_KEYS = 'tenants/*/athena/*';

/**
 * The cloud QueryEngine: Athena over a Glue database of the example tables. Each tenant queries in its own
 * workgroup `<prefix><tenant>`, created by the tenant bootstrap with its result folder, encryption and scan cutoff
 * enforced; functions get rights on those workgroups and result folders by prefix, through `bindQuery` only.
 */
export class Query extends Construct {
  readonly databaseName: string;
  /** Start of every tenant workgroup's name: the stack's, so two stacks in one account never share one. */
  readonly workgroupPrefix: string;
  readonly bytesScannedCutoff: Size;
  private readonly props: QueryProps;

  constructor(scope: Construct, id: string, props: QueryProps) {
    super(scope, id);
    this.props = props;
    this.databaseName = props.databaseName ?? 'skyset_examples';
    this.workgroupPrefix = `${Stack.of(this).stackName.toLowerCase()}-`;
    this.bytesScannedCutoff = props.bytesScannedCutoff ?? Size.gibibytes(10);
    const database = new CfnDatabase(this, 'Database', {
      catalogId: Stack.of(this).account,
      databaseInput: { name: this.databaseName, description: 'Skyset example datasets (Parquet)' },
    });
    new GlueExampleTables(this, 'Examples', {
      database,
      databaseName: this.databaseName,
      bucket: props.exampleDataBucket,
      tables: props.exampleTables,
      dataDir: props.exampleDataDir,
    });
  }

  /** The ARN pattern of every tenant workgroup of this stack. */
  private workgroupsArn(): string {
    return Stack.of(this).formatArn({
      service: 'athena',
      resource: 'workgroup',
      resourceName: `${this.workgroupPrefix}*`,
    });
  }

  /** What both the bootstrap and the query functions read to name a tenant's workgroup and result folder. */
  private setWorkgroupEnv(fn: AppFunction): void {
    fn.setEnv('ATHENA_WORKGROUP_PREFIX', this.workgroupPrefix)
      .setEnv('QUERY_BYTES_SCANNED_LIMIT', String(this.bytesScannedCutoff.toBytes()))
      .setEnv('RESULTS_BUCKET', this.props.resultsBucket.bucketName);
  }

  /**
   * Let a function run Athena queries in the tenants' workgroups: Athena reads the Glue metadata and the example
   * data and writes results under `tenants/<tenant>/athena/` with the caller's own credentials, so the function
   * needs all of those, and nothing more.
   */
  bindQuery(fn: AppFunction): void {
    const stack = Stack.of(this);
    fn.fn.addToRolePolicy(
      new PolicyStatement({
        actions: [
          'athena:StartQueryExecution',
          'athena:GetQueryExecution',
          'athena:GetQueryResults',
          'athena:StopQueryExecution',
        ],
        resources: [this.workgroupsArn()],
      }),
    );
    fn.fn.addToRolePolicy(
      new PolicyStatement({
        actions: ['glue:GetDatabase', 'glue:GetTable', 'glue:GetTables', 'glue:GetPartitions'],
        resources: [
          stack.formatArn({ service: 'glue', resource: 'catalog' }),
          stack.formatArn({ service: 'glue', resource: 'database', resourceName: this.databaseName }),
          stack.formatArn({ service: 'glue', resource: 'table', resourceName: `${this.databaseName}/*` }),
        ],
      }),
    );
    this.props.exampleDataBucket.grantRead(fn.fn);
    this.props.resultsBucket.grantReadWrite(fn.fn, TENANT_ATHENA_KEYS);
    this.setWorkgroupEnv(fn);
    fn.setEnv('ATHENA_DATABASE', this.databaseName);
  }

  /** Let the tenant bootstrap create each tenant's workgroup and keep its configuration (functions/lib/adapters/query-engine/athena/athena-workgroups.ts). */
  bindWorkgroups(fn: AppFunction): void {
    fn.fn.addToRolePolicy(
      new PolicyStatement({
        actions: ['athena:GetWorkGroup', 'athena:CreateWorkGroup', 'athena:UpdateWorkGroup', 'athena:TagResource'],
        resources: [this.workgroupsArn()],
      }),
    );
    this.setWorkgroupEnv(fn);
  }
}
