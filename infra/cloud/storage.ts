import { Duration, RemovalPolicy } from 'aws-cdk-lib';
import { AttributeType, BillingMode, Table } from 'aws-cdk-lib/aws-dynamodb';
import { BlockPublicAccess, Bucket, BucketEncryption, type BucketProps } from 'aws-cdk-lib/aws-s3';
import { Construct } from 'constructs';
import { type TableDefinition, tableDefinitions } from '#functions/lib/tables.ts';

/** Days before query results, cache entries and exports expire: they can always be recomputed. */
export const RESULTS_EXPIRY_DAYS = 7;

export interface StorageProps {
  /** @default RESULTS_EXPIRY_DAYS */
  resultsExpiryDays?: number;
}

/** Settings every bucket shares: private, encrypted, TLS only. */
export const privateBucketProps: BucketProps = {
  encryption: BucketEncryption.S3_MANAGED,
  blockPublicAccess: BlockPublicAccess.BLOCK_ALL,
  enforceSSL: true,
};

/**
 * Durable state: the DynamoDB tables of functions/lib/tables.ts (the same definitions the local runtime gives
 * dynalite) and the results and example-data buckets. Everything is retained when the stack is deleted (the
 * default for buckets): tables hold users' work, and emptying buckets would need one more custom-resource function.
 */
export class Storage extends Construct {
  /** Tables by logical name (`skyset`). */
  readonly tables: ReadonlyMap<string, Table>;
  readonly resultsBucket: Bucket;
  readonly exampleDataBucket: Bucket;

  constructor(scope: Construct, id: string, props: StorageProps = {}) {
    super(scope, id);
    this.tables = new Map(tableDefinitions.map((definition) => [definition.name, this.createTable(definition)]));
    const expiration = Duration.days(props.resultsExpiryDays ?? RESULTS_EXPIRY_DAYS);
    this.resultsBucket = new Bucket(this, 'Results', {
      ...privateBucketProps,
      // Whole bucket: tenant results, cache entries and Athena's own output under athena/ are all recomputable.
      lifecycleRules: [{ id: 'expire-results', expiration, abortIncompleteMultipartUploadAfter: Duration.days(1) }],
    });
    this.exampleDataBucket = new Bucket(this, 'ExampleData', {
      ...privateBucketProps,
      lifecycleRules: [{ id: 'abort-multipart', abortIncompleteMultipartUploadAfter: Duration.days(1) }],
    });
  }

  /** The table of a logical name; throws so a typo fails synth, not a request. */
  tableOf(name: string): Table {
    const table = this.tables.get(name);
    if (!table) throw new Error(`No table named ${name} in functions/lib/tables.ts`);
    return table;
  }

  private createTable(definition: TableDefinition): Table {
    const table = new Table(this, `Table-${definition.name}`, {
      partitionKey: { name: definition.partitionKey, type: AttributeType.STRING },
      sortKey: { name: definition.sortKey, type: AttributeType.STRING },
      billingMode: BillingMode.PAY_PER_REQUEST,
      timeToLiveAttribute: definition.ttlAttribute,
      pointInTimeRecoverySpecification: { pointInTimeRecoveryEnabled: true },
      removalPolicy: RemovalPolicy.RETAIN,
    });
    for (const index of definition.indexes) {
      table.addGlobalSecondaryIndex({
        indexName: index.name,
        partitionKey: { name: index.partitionKey, type: AttributeType.STRING },
        sortKey: { name: index.sortKey, type: AttributeType.STRING },
      });
    }
    return table;
  }
}
