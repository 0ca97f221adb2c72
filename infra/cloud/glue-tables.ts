import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { Annotations, Stack } from 'aws-cdk-lib';
import { type CfnDatabase, CfnTable } from 'aws-cdk-lib/aws-glue';
import type { IBucket } from 'aws-cdk-lib/aws-s3';
import { BucketDeployment, Source } from 'aws-cdk-lib/aws-s3-deployment';
import { Construct } from 'constructs';
import type { ExampleColumnType, ExampleTable } from '#shared/examples/types.ts';

/** Hive (Glue) names of the catalog's engine-neutral column types; Athena reads Parquet by these. */
export const GLUE_TYPES: Readonly<Record<ExampleColumnType, string>> = {
  VARCHAR: 'string',
  BIGINT: 'bigint',
  INTEGER: 'int',
  DOUBLE: 'double',
  BOOLEAN: 'boolean',
  DATE: 'date',
  TIMESTAMP: 'timestamp',
};

/** S3 prefix of one example table's Parquet file. */
export const exampleTablePrefix = (table: string): string => `examples/${table}/`;

/** Glue columns of a table: physical columns only, since calculated ones are SQL over them and have no Parquet column. */
export function glueColumns(table: ExampleTable): CfnTable.ColumnProperty[] {
  return table.columns
    .filter((column) => column.expression === undefined)
    .map((column) => ({
      name: column.name,
      type: GLUE_TYPES[column.type],
      ...(column.description ? { comment: column.description } : {}),
    }));
}

export interface GlueExampleTablesProps {
  database: CfnDatabase;
  databaseName: string;
  bucket: IBucket;
  tables: readonly ExampleTable[];
  /** Folder with `<table>.parquet` files (from `npm run data:generate`); uploads are skipped when it is absent. */
  dataDir: string;
}

/**
 * One Glue table per example table over `s3://<bucket>/examples/<table>/`, and the upload of the generated
 * Parquet files there when they exist at synth time. Athena reads a table's whole prefix, so each file gets its own.
 */
export class GlueExampleTables extends Construct {
  readonly tables: CfnTable[];

  constructor(scope: Construct, id: string, props: GlueExampleTablesProps) {
    super(scope, id);
    const account = Stack.of(this).account;
    this.tables = props.tables.map((table) => {
      const glueTable = new CfnTable(this, `Table-${table.name}`, {
        catalogId: account,
        databaseName: props.databaseName,
        tableInput: {
          name: table.name,
          description: table.description,
          tableType: 'EXTERNAL_TABLE',
          parameters: { classification: 'parquet', EXTERNAL: 'TRUE' },
          storageDescriptor: {
            columns: glueColumns(table),
            location: props.bucket.s3UrlForObject(exampleTablePrefix(table.name)),
            inputFormat: 'org.apache.hadoop.hive.ql.io.parquet.MapredParquetInputFormat',
            outputFormat: 'org.apache.hadoop.hive.ql.io.parquet.MapredParquetOutputFormat',
            serdeInfo: { serializationLibrary: 'org.apache.hadoop.hive.ql.io.parquet.serde.ParquetHiveSerDe' },
          },
        },
      });
      glueTable.node.addDependency(props.database);
      return glueTable;
    });
    if (existsSync(props.dataDir)) this.upload(props);
    else
      Annotations.of(this).addInfo(
        `No ${props.dataDir}: run \`npm run data:generate\` before deploying to upload the example data`,
      );
  }

  private upload(props: GlueExampleTablesProps): void {
    for (const table of props.tables) {
      const file = `${table.name}.parquet`;
      if (!existsSync(join(props.dataDir, file))) {
        Annotations.of(this).addWarningV2('skyset:exampleDataMissing', `${file} is missing from ${props.dataDir}`);
        continue;
      }
      new BucketDeployment(this, `Upload-${table.name}`, {
        // The folder minus every other file: one asset per table keeps each upload under its own prefix.
        sources: [Source.asset(props.dataDir, { exclude: ['*', `!${file}`] })],
        destinationBucket: props.bucket,
        destinationKeyPrefix: exampleTablePrefix(table.name),
        memoryLimit: 512,
      });
    }
  }
}
