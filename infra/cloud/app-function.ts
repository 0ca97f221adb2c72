import { Duration, RemovalPolicy, Size } from 'aws-cdk-lib';
import type { ITable } from 'aws-cdk-lib/aws-dynamodb';
import { Architecture, Function as LambdaFunction, Runtime, Tracing } from 'aws-cdk-lib/aws-lambda';
import { LogGroup, RetentionDays } from 'aws-cdk-lib/aws-logs';
import type { IBucket } from 'aws-cdk-lib/aws-s3';
import type { IQueue } from 'aws-cdk-lib/aws-sqs';
import { Construct } from 'constructs';
import { LAMBDA_HANDLER } from './bundling.ts';
import { functionCode } from './function-code.ts';

export interface AppFunctionProps {
  /** Module under functions/, without extension, as the manifest names it (`jobs/sql-worker`). It must export `handler`. */
  module: string;
  /** @default 512 MB: Lambda CPU scales with memory and the SDK clients' cold start is CPU bound. */
  memorySize?: number;
  /** @default 30 seconds (the HTTP API's own integration limit). */
  timeout?: Duration;
  description?: string;
  /** Configuration every function of the stack shares (engine, identity); resource names come from the bind helpers. */
  environment?: Record<string, string>;
  /** @default 512 MB of /tmp (Lambda's minimum). */
  ephemeralStorageMb?: number;
  /** Packages installed beside the bundle instead of bundled (they read their own files at run time). */
  installedModules?: readonly string[];
}

/**
 * A Skyset Lambda function: the one place that fixes runtime (nodejs22.x on arm64), bundling (bundling.ts),
 * log retention and source maps. Resources are attached with the bind helpers, which grant the access and set
 * the environment variable together, so a function never knows a resource it may not use, or the reverse.
 */
export class AppFunction extends Construct {
  readonly fn: LambdaFunction;
  readonly module: string;

  constructor(scope: Construct, id: string, props: AppFunctionProps) {
    super(scope, id);
    this.module = props.module;
    // An explicit log group: the implicit one never expires and outlives the stack.
    const logGroup = new LogGroup(this, 'Logs', {
      retention: RetentionDays.ONE_MONTH,
      removalPolicy: RemovalPolicy.DESTROY,
    });
    this.fn = new LambdaFunction(this, 'Function', {
      code: functionCode(props),
      handler: LAMBDA_HANDLER,
      runtime: Runtime.NODEJS_22_X,
      architecture: Architecture.ARM_64,
      memorySize: props.memorySize ?? 512,
      timeout: props.timeout ?? Duration.seconds(30),
      tracing: Tracing.DISABLED,
      logGroup,
      ...(props.ephemeralStorageMb ? { ephemeralStorageSize: Size.mebibytes(props.ephemeralStorageMb) } : {}),
      ...(props.description ? { description: props.description } : {}),
      environment: { ...props.environment, NODE_OPTIONS: '--enable-source-maps' },
    });
  }

  /** Set one environment variable (for values that carry no permission, such as an endpoint). */
  setEnv(name: string, value: string): this {
    this.fn.addEnvironment(name, value);
    return this;
  }

  /** Read or read-write data access to a table (and its indexes), and its name in `envVar`. */
  bindTable(table: ITable, access: 'read' | 'readWrite', envVar = 'TABLE_NAME'): this {
    if (access === 'read') table.grantReadData(this.fn);
    else table.grantReadWriteData(this.fn);
    return this.setEnv(envVar, table.tableName);
  }

  /** Send or consume rights on a queue, and its URL in `envVar`. */
  bindQueue(queue: IQueue, envVar: string, access: 'send' | 'consume'): this {
    if (access === 'send') queue.grantSendMessages(this.fn);
    else queue.grantConsumeMessages(this.fn);
    return this.setEnv(envVar, queue.queueUrl);
  }

  /** Object read or read-write access to a bucket, and its name in `envVar`. */
  bindBucket(bucket: IBucket, envVar: string, access: 'read' | 'readWrite'): this {
    if (access === 'read') bucket.grantRead(this.fn);
    else bucket.grantReadWrite(this.fn);
    return this.setEnv(envVar, bucket.bucketName);
  }
}
