import { Size, Stack } from 'aws-cdk-lib';
import { CfnWorkGroup } from 'aws-cdk-lib/aws-athena';
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

/**
 * The cloud QueryEngine: an Athena workgroup whose settings clients cannot override (output location, encryption,
 * scan cutoff) over a Glue database of the example tables. Functions get query rights through `bindQuery` only.
 */
export class Query extends Construct {
  readonly workGroup: CfnWorkGroup;
  readonly databaseName: string;
  readonly outputLocation: string;
  private readonly props: QueryProps;

  constructor(scope: Construct, id: string, props: QueryProps) {
    super(scope, id);
    this.props = props;
    this.databaseName = props.databaseName ?? 'skyset_examples';
    this.outputLocation = props.resultsBucket.s3UrlForObject('athena/');
    this.workGroup = new CfnWorkGroup(this, 'WorkGroup', {
      name: `${Stack.of(this).stackName}-examples`,
      description: 'Skyset queries over the example datasets',
      recursiveDeleteOption: true,
      workGroupConfiguration: {
        enforceWorkGroupConfiguration: true,
        bytesScannedCutoffPerQuery: (props.bytesScannedCutoff ?? Size.gibibytes(10)).toBytes(),
        publishCloudWatchMetricsEnabled: true,
        engineVersion: { selectedEngineVersion: 'AUTO' },
        resultConfiguration: { outputLocation: this.outputLocation, encryptionConfiguration: { encryptionOption: 'SSE_S3' } },
      },
    });
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

  /**
   * Let a function run Athena queries in this workgroup: Athena reads the Glue metadata and the example data and
   * writes results with the caller's own credentials, so the function needs all of those, and nothing more.
   */
  bindQuery(fn: AppFunction): void {
    const stack = Stack.of(this);
    fn.fn.addToRolePolicy(
      new PolicyStatement({
        actions: ['athena:StartQueryExecution', 'athena:GetQueryExecution', 'athena:GetQueryResults', 'athena:StopQueryExecution'],
        resources: [stack.formatArn({ service: 'athena', resource: 'workgroup', resourceName: this.workGroup.ref })],
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
    fn.bindBucket(this.props.resultsBucket, 'RESULTS_BUCKET', 'readWrite');
    fn.setEnv('ATHENA_WORKGROUP', this.workGroup.ref).setEnv('ATHENA_DATABASE', this.databaseName).setEnv('ATHENA_OUTPUT_LOCATION', this.outputLocation);
  }
}
