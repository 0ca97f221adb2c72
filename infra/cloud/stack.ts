import { Annotations, CfnOutput, Stack, type StackProps } from 'aws-cdk-lib';
import type { Construct } from 'constructs';
import { mainTable } from '#functions/lib/tables.ts';
import { exampleTables } from '#shared/examples/catalog.ts';
import { accessOf } from './access.ts';
import { Api } from './api.ts';
import type { AppFunction } from './app-function.ts';
import { Auth } from './auth.ts';
import { TenantBootstrap } from './bootstrap.ts';
import { Jobs } from './jobs.ts';
import { Mail } from './mail.ts';
import { builtFolder, EXAMPLE_DATA_DIR, WEB_BUILD_DIR } from './paths.ts';
import { Query } from './query.ts';
import { Realtime } from './realtime.ts';
import { Reports } from './reports.ts';
import { ReportSigning } from './report-signing.ts';
import { Storage } from './storage.ts';
import { TenantOperator } from './tenant-operator.ts';
import { Web } from './web.ts';

export interface SkysetStackProps extends StackProps {
  /** Example Parquet folder. @default `.data/examples` of the repository */
  exampleDataDir?: string;
  /** Built SPA folder; not uploaded when absent. @default `web/build/client` of the repository when it exists */
  webBuildDir?: string;
  /** Where Cognito mails the first admin's temporary password. @default CDK context `adminEmail`; none: no Cognito admin */
  adminEmail?: string;
  /** The SES-verified sender of report e-mails. @default CDK context `reportMailFrom`; none: reports cannot mail */
  reportMailFrom?: string;
}

/**
 * Skyset in the cloud: every construct of infra/cloud composed from functions/manifest.ts. Constructs create their
 * functions; the stack then grants each one what infra/cloud/access.ts declares, once every resource exists.
 */
export class SkysetStack extends Stack {
  constructor(scope: Construct, id: string, props: SkysetStackProps = {}) {
    super(scope, id, props);
    const storage = new Storage(this, 'Storage');
    const auth = new Auth(this, 'Auth');
    // What every function reads from functions/lib/config.ts to pick the cloud adapters; resource names come from grants.
    const environment = {
      QUERY_ENGINE: 'athena',
      BLOB_STORE: 's3',
      IDENTITY: 'cognito',
      // Slow chart queries run as SQS jobs with WebSocket push instead of holding the 30 s API Gateway budget.
      GLOBAL_ASYNC_QUERIES: 'true',
      // SQL Lab queries on databases that allow async runs always run as jobs, for the same reason.
      SQLLAB_FORCE_ASYNC: 'true',
      // Many Lambdas serve one tenant: its engine slots are leases in the table (functions/lib/adapters/tenant-slots/dynamo-tenant-slots.ts).
      TENANT_SLOTS: 'dynamodb',
      // Athena runs the queries, not the function: a tenant's dashboard may have more charts in flight than locally.
      TENANT_SYNC_QUERY_SLOTS: '10',
      // A paused refusal would hold a Lambda for each attempt of a flood: the cloud answers 429 at once.
      LOGIN_REFUSAL_PAUSE_MS: '0',
      COGNITO_USER_POOL_ID: auth.userPool.userPoolId,
      COGNITO_CLIENT_ID: auth.client.userPoolClientId,
    };
    const query = new Query(this, 'Query', {
      resultsBucket: storage.resultsBucket,
      exampleDataBucket: storage.exampleDataBucket,
      exampleTables,
      exampleDataDir: props.exampleDataDir ?? EXAMPLE_DATA_DIR,
    });
    const realtime = new Realtime(this, 'Realtime', { environment });
    const jobs = new Jobs(this, 'Jobs', { environment });
    const api = new Api(this, 'Api', { environment });
    const reportSigning = new ReportSigning(this, 'ReportSigning');
    const reportQueue = jobs.queues.get('report');
    if (!reportQueue) throw new Error('functions/manifest.ts has no report queue consumer');
    const reports = new Reports(this, 'Reports', { reportQueue, environment });
    const web = new Web(this, 'Web', {
      apiDomainName: api.domainName,
      webSocketEndpoint: realtime.api.apiEndpoint,
      buildDir: props.webBuildDir ?? builtFolder(WEB_BUILD_DIR),
    });
    const adminEmail = props.adminEmail ?? (this.node.tryGetContext('adminEmail') as string | undefined);
    if (!adminEmail)
      Annotations.of(this).addInfo('No adminEmail context: the tenant bootstrap creates no Cognito admin');
    const mail = new Mail(this, 'Mail', {
      from: props.reportMailFrom ?? (this.node.tryGetContext('reportMailFrom') as string | undefined),
    });
    const bootstrap = new TenantBootstrap(this, 'Bootstrap', {
      adminEmail,
      examplesSchema: query.databaseName,
      after: auth.groups,
    });
    query.bindWorkgroups(bootstrap.function);
    const operator = new TenantOperator(this, 'TenantOperator', { examplesSchema: query.databaseName });
    query.bindWorkgroups(operator.function);

    const functions: AppFunction[] = [
      ...api.functions.values(),
      ...realtime.functions.values(),
      ...jobs.functions.values(),
      ...reports.functions.values(),
      auth.preTokenGeneration,
      bootstrap.function,
      operator.function,
    ];
    for (const fn of functions) {
      const access = accessOf(fn.module);
      if (access.table) fn.bindTable(storage.tableOf(mainTable.name), access.table, mainTable.envVar);
      if (access.results) fn.bindBucket(storage.resultsBucket, 'RESULTS_BUCKET', access.results);
      if (access.query) query.bindQuery(fn);
      if (access.push) realtime.bindPush(fn);
      if (access.enqueue) jobs.bindEnqueue(fn, access.enqueue);
      if (access.users) auth.bindUsers(fn, access.users);
      if (access.reportSchedules) reports.bindScheduling(fn);
      if (access.reportKey) reportSigning.bind(fn, access.reportKey);
      if (access.mail) mail.bindSend(fn);
      if (access.webUrl) fn.setEnv('WEB_BASE_URL', web.url);
    }

    const outputs: Record<string, string> = {
      WebUrl: web.url,
      ApiUrl: api.httpApi.apiEndpoint,
      WebSocketUrl: realtime.url,
      UserPoolId: auth.userPool.userPoolId,
      UserPoolClientId: auth.client.userPoolClientId,
      ResultsBucket: storage.resultsBucket.bucketName,
      ExampleDataBucket: storage.exampleDataBucket.bucketName,
      TenantOperatorFunction: operator.function.fn.functionName,
    };
    for (const [name, value] of Object.entries(outputs)) new CfnOutput(this, name, { value });
  }
}
