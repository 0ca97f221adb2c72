import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { App } from 'aws-cdk-lib';
import { Template } from 'aws-cdk-lib/assertions';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  API_PATH_PATTERNS,
  apiGatewayPath,
  httpAuthorizer,
  httpRoutes,
  isPublicRoute,
  queueConsumers,
  schedules,
} from '#functions/manifest.ts';
import { exampleTables } from '#shared/examples/catalog.ts';
import { manifestModules } from '#infra/cloud/modules.ts';
import { SkysetStack } from '#infra/cloud/stack.ts';
import {
  actionsOf,
  appFunctions,
  functionDescribed,
  referencedId,
  resourcesOf,
  single,
  statementsOf,
} from './template-queries.ts';

let template: Template;
let fixtures: string;

/** The inline script of the built page fixture, which the page policy must name by hash. */
const INLINE_SCRIPT = 'window.__boot = 1;';

// One synthesis for the whole file: it bundles every function with esbuild.
beforeAll(() => {
  fixtures = mkdtempSync(join(tmpdir(), 'skyset-infra-'));
  const exampleDataDir = join(fixtures, 'examples');
  const webBuildDir = join(fixtures, 'web');
  mkdirSync(exampleDataDir);
  mkdirSync(webBuildDir);
  for (const table of exampleTables) writeFileSync(join(exampleDataDir, `${table.name}.parquet`), table.name);
  writeFileSync(
    join(webBuildDir, 'index.html'),
    `<!doctype html><script>${INLINE_SCRIPT}</script><script type="module" src="/assets/a.js"></script>`,
  );
  template = Template.fromStack(new SkysetStack(new App(), 'Test', { exampleDataDir, webBuildDir }));
});

afterAll(() => rmSync(fixtures, { recursive: true, force: true }));

describe('HTTP API', () => {
  it('has exactly the manifest routes, behind the Lambda authorizer unless public', () => {
    // Arrange
    const [authorizerId] =
      resourcesOf(template, 'AWS::ApiGatewayV2::Authorizer').find(([, a]) => a.EnableSimpleResponses) ?? [];
    const expected = httpRoutes.map((r) => ({
      RouteKey: `${r.method} ${apiGatewayPath(r.path)}`,
      ...(isPublicRoute(r)
        ? { AuthorizationType: 'NONE' }
        : { AuthorizationType: 'CUSTOM', AuthorizerId: authorizerId }),
    }));

    // Act
    const routes = resourcesOf(template, 'AWS::ApiGatewayV2::Route')
      .map(([, route]) => ({
        RouteKey: route.RouteKey,
        AuthorizationType: route.AuthorizationType,
        ...(route.AuthorizerId ? { AuthorizerId: referencedId(route.AuthorizerId) } : {}),
      }))
      .filter((route) => !route.RouteKey.startsWith('$'));

    // Assert
    expect(authorizerId).toBeDefined();
    expect(routes.sort((a, b) => a.RouteKey.localeCompare(b.RouteKey))).toEqual(
      expected.sort((a, b) => a.RouteKey.localeCompare(b.RouteKey)),
    );
  });

  it('authorizes with the authorizer function on the Authorization header, simple responses cached briefly', () => {
    // Arrange
    const [functionId, fn] = functionDescribed(template, 'Skyset HTTP API authorizer: Cognito and report tokens');
    const [httpApiId] =
      resourcesOf(template, 'AWS::ApiGatewayV2::Api').find(([, api]) => api.ProtocolType === 'HTTP') ?? [];

    // Act
    const authorizer = single(template, 'AWS::ApiGatewayV2::Authorizer', (a) => a.EnableSimpleResponses === true);

    // Assert
    expect({
      ...authorizer,
      ApiId: referencedId(authorizer.ApiId),
      AuthorizerUri: JSON.stringify(authorizer.AuthorizerUri).includes(functionId),
    }).toEqual({
      ApiId: httpApiId,
      AuthorizerType: 'REQUEST',
      AuthorizerPayloadFormatVersion: '2.0',
      EnableSimpleResponses: true,
      IdentitySource: ['$request.header.Authorization'],
      AuthorizerResultTtlInSeconds: httpAuthorizer.resultCacheSeconds,
      AuthorizerUri: true,
      Name: 'Tokens',
      DeletionPolicy: undefined,
    });
    expect(Object.keys(fn.Environment.Variables)).toEqual(
      expect.arrayContaining(['COGNITO_USER_POOL_ID', 'COGNITO_CLIENT_ID', 'REPORT_SIGNING_KEY_ID']),
    );
    expect(referencedId(fn.Environment.Variables.REPORT_SIGNING_KEY_ID)).toMatch(/^ReportSigningKey/);
  });
});

describe('report signing key', () => {
  it('is a P-256 signing key that the report worker and the security API (guest tokens) may only sign with and the authorizers may only read the public half of', () => {
    // Arrange
    const [keyId, key] = resourcesOf(template, 'AWS::KMS::Key')[0] ?? [];
    const kmsActions = (functionId: string) =>
      [...actionsOf(template, functionId)].filter((action) => action.startsWith('kms:'));
    const byFunction = Object.fromEntries(
      appFunctions(template)
        .map(([id, fn]) => [fn.Description, kmsActions(id)])
        .filter(([, actions]) => actions.length > 0),
    );
    const keyStatements = appFunctions(template)
      .flatMap(([id]) => statementsOf(template, id))
      .filter((st) => String([st.Action].flat()[0]).startsWith('kms:'));

    // Assert
    expect(resourcesOf(template, 'AWS::KMS::Key')).toHaveLength(1);
    expect([key?.KeySpec, key?.KeyUsage]).toEqual(['ECC_NIST_P256', 'SIGN_VERIFY']);
    expect(byFunction).toEqual({
      'Skyset report job worker': ['kms:Sign'],
      'Skyset security domain': ['kms:Sign'],
      'Skyset HTTP API authorizer: Cognito and report tokens': ['kms:GetPublicKey'],
      'Skyset WebSocket realtime/authorizer': ['kms:GetPublicKey'],
    });
    expect(keyStatements.map((st) => referencedId(st.Resource))).toEqual(keyStatements.map(() => keyId));
  });
});

describe('WebSocket API', () => {
  it('authorizes $connect with the token query parameter and leaves the other routes open', () => {
    // Act
    const routes = Object.fromEntries(
      resourcesOf(template, 'AWS::ApiGatewayV2::Route')
        .filter(([, r]) => r.RouteKey.startsWith('$'))
        .map(([, r]) => [r.RouteKey, r.AuthorizationType]),
    );
    const authorizer = single(
      template,
      'AWS::ApiGatewayV2::Authorizer',
      (a) => a.AuthorizerType === 'REQUEST' && !a.EnableSimpleResponses,
    );

    // Assert
    expect(routes).toEqual({ $connect: 'CUSTOM', $disconnect: 'NONE', $default: 'NONE' });
    expect(authorizer.IdentitySource).toEqual(['route.request.querystring.token']);
    template.hasResourceProperties('AWS::ApiGatewayV2::Stage', { StageName: 'ws', AutoDeploy: true });
  });
});

describe('job queues', () => {
  it('wires each consumer with its batch size, partial failures, redrive and a visibility timeout beyond the function timeout', () => {
    // Arrange
    const queues = new Map(resourcesOf(template, 'AWS::SQS::Queue'));
    const functions = new Map(resourcesOf(template, 'AWS::Lambda::Function'));
    const expected = queueConsumers.map((c) => [
      c.batchSize,
      c.maxReceives,
      c.visibilityTimeoutSeconds,
      c.functionTimeoutSeconds,
    ]);

    // Act
    const mappings = resourcesOf(template, 'AWS::Lambda::EventSourceMapping').map(([, mapping]) => {
      const queue = queues.get(referencedId(mapping.EventSourceArn) ?? '');
      const fn = functions.get(referencedId(mapping.FunctionName) ?? '');
      expect(mapping.FunctionResponseTypes).toEqual(['ReportBatchItemFailures']);
      expect(queue?.VisibilityTimeout).toBeGreaterThan(fn?.Timeout);
      return [mapping.BatchSize, queue?.RedrivePolicy.maxReceiveCount, queue?.VisibilityTimeout, fn?.Timeout];
    });

    // Assert
    expect(mappings.sort()).toEqual(expected.sort());
  });

  it('encrypts every queue and keeps dead letters for 14 days', () => {
    // Act
    const queues = resourcesOf(template, 'AWS::SQS::Queue').map(([, q]) => q);
    const deadLetterIds = new Set(
      queues.map((q) => referencedId(q.RedrivePolicy?.deadLetterTargetArn)).filter(Boolean),
    );

    // Assert
    expect(queues).toHaveLength(queueConsumers.length * 2);
    expect(queues.every((q) => q.SqsManagedSseEnabled === true)).toBe(true);
    expect(
      resourcesOf(template, 'AWS::SQS::Queue')
        .filter(([id]) => deadLetterIds.has(id))
        .map(([, q]) => q.MessageRetentionPeriod),
    ).toEqual(queueConsumers.map(() => 14 * 24 * 3600));
  });
});

describe('functions', () => {
  it('deploys one nodejs22.x arm64 function per manifest module and no other Node function but the custom resource provider', () => {
    // Act
    const nodeFunctions = resourcesOf(template, 'AWS::Lambda::Function').filter(
      ([, fn]) =>
        String(fn.Runtime).startsWith('nodejs') &&
        !String(fn.Description).startsWith('AWS CDK resource provider framework'),
    );

    // Assert
    expect(nodeFunctions).toHaveLength(manifestModules().length);
    expect(appFunctions(template)).toHaveLength(manifestModules().length);
    for (const [, fn] of nodeFunctions)
      expect([fn.Runtime, fn.Architectures, fn.Handler]).toEqual(['nodejs22.x', ['arm64'], 'index.handler']);
  });

  it('configures the cloud adapters and grants only declared access', () => {
    // Arrange
    const [securityId, security] = functionDescribed(template, 'Skyset security domain');
    const [systemId] = functionDescribed(template, 'Skyset system domain');
    const [workerId, worker] = functionDescribed(template, 'Skyset sql job worker');

    // Act
    const securityEnv = Object.keys(security.Environment.Variables).sort();
    const workerEnv = Object.keys(worker.Environment.Variables).sort();

    // Assert
    expect(security.Environment.Variables).toMatchObject({
      QUERY_ENGINE: 'athena',
      BLOB_STORE: 's3',
      IDENTITY: 'cognito',
      TENANT_SLOTS: 'dynamodb',
      TENANT_SYNC_QUERY_SLOTS: '10',
      LOGIN_REFUSAL_PAUSE_MS: '0',
    });
    expect(securityEnv).toEqual([
      'BLOB_STORE',
      'COGNITO_CLIENT_ID',
      'COGNITO_USER_POOL_ID',
      'GLOBAL_ASYNC_QUERIES',
      'IDENTITY',
      'LOGIN_REFUSAL_PAUSE_MS',
      'NODE_OPTIONS',
      'QUERY_ENGINE',
      'REPORT_SIGNING_KEY_ID',
      'SQLLAB_FORCE_ASYNC',
      'TABLE_NAME',
      'TENANT_SLOTS',
      'TENANT_SYNC_QUERY_SLOTS',
    ]);
    // The worker also sends to its own queue: a job whose tenant has no slot free goes back on it.
    expect(workerEnv).toEqual(
      expect.arrayContaining([
        'ATHENA_DATABASE',
        'ATHENA_WORKGROUP_PREFIX',
        'QUERY_BYTES_SCANNED_LIMIT',
        'RESULTS_BUCKET',
        'SQL_QUEUE_URL',
        'TABLE_NAME',
        'WS_MANAGEMENT_ENDPOINT',
      ]),
    );
    expect(actionsOf(template, systemId)).toEqual(new Set());
    expect(actionsOf(template, securityId).has('athena:StartQueryExecution')).toBe(false);
    expect([...actionsOf(template, workerId)]).toEqual(
      expect.arrayContaining([
        'athena:StartQueryExecution',
        'glue:GetTable',
        'execute-api:ManageConnections',
        'sqs:SendMessage',
      ]),
    );
  });
});

describe('storage', () => {
  it('keeps the main table on demand, with TTL, point-in-time recovery and its index, retained on delete', () => {
    // Act
    const table = single(template, 'AWS::DynamoDB::Table');

    // Assert
    expect(table).toMatchObject({
      BillingMode: 'PAY_PER_REQUEST',
      TimeToLiveSpecification: { AttributeName: 'expiresAt', Enabled: true },
      PointInTimeRecoverySpecification: { PointInTimeRecoveryEnabled: true },
      GlobalSecondaryIndexes: [{ IndexName: 'gsi1' }],
      DeletionPolicy: 'Retain',
    });
  });

  it('encrypts every bucket, blocks public access and refuses plain HTTP', () => {
    // Act
    const buckets = resourcesOf(template, 'AWS::S3::Bucket');
    const tlsOnly = resourcesOf(template, 'AWS::S3::BucketPolicy').filter(([, p]) =>
      p.PolicyDocument.Statement.some(
        (s: { Effect: string; Condition?: object }) =>
          s.Effect === 'Deny' && JSON.stringify(s.Condition).includes('"aws:SecureTransport":"false"'),
      ),
    );

    // Assert
    expect(buckets).toHaveLength(3);
    for (const [, bucket] of buckets) {
      expect(
        bucket.BucketEncryption.ServerSideEncryptionConfiguration[0].ServerSideEncryptionByDefault.SSEAlgorithm,
      ).toBe('AES256');
      expect(bucket.PublicAccessBlockConfiguration).toEqual({
        BlockPublicAcls: true,
        BlockPublicPolicy: true,
        IgnorePublicAcls: true,
        RestrictPublicBuckets: true,
      });
    }
    expect(tlsOnly.map(([, p]) => referencedId(p.Bucket)).sort()).toEqual(buckets.map(([id]) => id).sort());
  });

  it('expires results after 7 days', () => {
    // Assert
    template.hasResourceProperties('AWS::S3::Bucket', {
      LifecycleConfiguration: {
        Rules: [{ ExpirationInDays: 7, AbortIncompleteMultipartUpload: { DaysAfterInitiation: 1 }, Status: 'Enabled' }],
      },
    });
  });
});

describe('web', () => {
  it('serves the SPA through CloudFront with the API paths of the manifest, uncached', () => {
    // Act
    const cdn = single(template, 'AWS::CloudFront::Distribution');
    const config = cdn.DistributionConfig;

    // Assert
    expect(config.DefaultRootObject).toBe('index.html');
    expect(config.CacheBehaviors.map((b: { PathPattern: string }) => b.PathPattern)).toEqual([
      ...API_PATH_PATTERNS,
      '/ws',
    ]);
    for (const behavior of config.CacheBehaviors.filter((b: { PathPattern: string }) => b.PathPattern !== '/ws')) {
      expect(behavior).toMatchObject({
        AllowedMethods: ['GET', 'HEAD', 'OPTIONS', 'PUT', 'PATCH', 'POST', 'DELETE'],
        CachePolicyId: '4135ea2d-6df8-44a3-9df3-4b5a84be39ad', // Managed-CachingDisabled
        OriginRequestPolicyId: 'b689b0a8-53d0-40ab-baf2-68738e2966ac', // Managed-AllViewerExceptHostHeader
      });
    }
    expect(config.Origins.filter((o: object) => 'OriginAccessControlId' in o)).toHaveLength(1);
  });

  it("routes /ws on the same origin to the WebSocket API, uncached, with the viewer's query string and headers", () => {
    // Act
    const config = single(template, 'AWS::CloudFront::Distribution').DistributionConfig;
    const behavior = config.CacheBehaviors.find((b: { PathPattern: string }) => b.PathPattern === '/ws');
    const origin = config.Origins.find((o: { Id: string }) => o.Id === behavior.TargetOriginId);

    // Assert
    expect(behavior).toMatchObject({
      AllowedMethods: ['GET', 'HEAD'],
      CachePolicyId: '4135ea2d-6df8-44a3-9df3-4b5a84be39ad', // Managed-CachingDisabled
      OriginRequestPolicyId: 'b689b0a8-53d0-40ab-baf2-68738e2966ac', // Managed-AllViewerExceptHostHeader
      ViewerProtocolPolicy: 'https-only',
    });
    expect(origin.DomainName).toEqual({
      'Fn::Select': [
        2,
        { 'Fn::Split': ['/', { 'Fn::GetAtt': [expect.stringMatching(/^RealtimeSocket/), 'ApiEndpoint'] }] },
      ],
    });
    expect(origin.CustomOriginConfig).toMatchObject({ OriginProtocolPolicy: 'https-only' });
  });

  it('falls back to index.html for app routes only, so API 403/404 bodies reach the client', () => {
    // Act
    const cdn = single(template, 'AWS::CloudFront::Distribution');

    // Assert
    expect(cdn.DistributionConfig.DefaultCacheBehavior.FunctionAssociations).toEqual([
      {
        EventType: 'viewer-request',
        FunctionARN: { 'Fn::GetAtt': [expect.stringMatching(/^WebSpaRewrite/), 'FunctionARN'] },
      },
    ]);
    expect(cdn.DistributionConfig.CustomErrorResponses).toBeUndefined();
  });

  it('lets CloudFront read and list the site bucket, so a missing file answers 404 as locally, not 403', () => {
    // Arrange
    const [siteId] = resourcesOf(template, 'AWS::S3::Bucket').find(([id]) => id.startsWith('WebSite')) ?? [];

    // Act
    const policy = single(template, 'AWS::S3::BucketPolicy', (p) => referencedId(p.Bucket) === siteId);
    const cloudFront = (
      policy.PolicyDocument.Statement as { Principal?: { Service?: string }; Action: string | string[] }[]
    )
      .filter((statement) => statement.Principal?.Service === 'cloudfront.amazonaws.com')
      .flatMap((statement) => [statement.Action].flat());

    // Assert
    expect(cloudFront.sort()).toEqual(['s3:GetObject', 's3:ListBucket']);
  });

  it("adds the page policy to the app's files, naming the build's inline scripts and the WebSocket API", () => {
    // Arrange
    const hash = createHash('sha256').update(INLINE_SCRIPT).digest('base64');
    const behavior = single(template, 'AWS::CloudFront::Distribution').DistributionConfig.DefaultCacheBehavior;

    // Act
    const [policyId, policy] =
      resourcesOf(template, 'AWS::CloudFront::ResponseHeadersPolicy').find(([id]) => id.startsWith('WebPageHeaders')) ??
      [];

    // Assert
    expect(referencedId(behavior.ResponseHeadersPolicyId)).toBe(policyId);
    const { ContentSecurityPolicy: csp, ...others } = policy!.ResponseHeadersPolicyConfig.SecurityHeadersConfig;
    expect(csp.Override).toBe(true);
    expect(csp.ContentSecurityPolicy).toEqual({
      'Fn::Join': [
        '',
        [
          `default-src 'self'; script-src 'self' 'sha256-${hash}'; style-src 'self' 'unsafe-inline'; img-src 'self' data: blob:; font-src 'self' data:; connect-src 'self' `,
          { 'Fn::GetAtt': [expect.stringMatching(/^RealtimeSocket/), 'ApiEndpoint'] },
          "; worker-src 'self' blob:; object-src 'none'; base-uri 'self'; form-action 'self'; frame-ancestors 'self'",
        ],
      ],
    });
    expect(others).toEqual({
      ContentTypeOptions: { Override: true },
      ReferrerPolicy: { ReferrerPolicy: 'strict-origin-when-cross-origin', Override: true },
      FrameOptions: { FrameOption: 'SAMEORIGIN', Override: true },
      StrictTransportSecurity: { AccessControlMaxAgeSec: 31536000, IncludeSubdomains: false, Override: true },
    });
  });

  it("adds the API's headers to every API path, API Gateway's own answers included, keeping a handler's caching", () => {
    // Arrange
    // The WebSocket and the embedded dashboard pages (tested below) have their own.
    const behaviors = single(template, 'AWS::CloudFront::Distribution').DistributionConfig.CacheBehaviors.filter(
      (b: { PathPattern: string }) => b.PathPattern !== '/ws' && b.PathPattern !== '/embedded/*',
    );

    // Act
    const [policyId, policy] =
      resourcesOf(template, 'AWS::CloudFront::ResponseHeadersPolicy').find(([id]) => id.startsWith('WebApiHeaders')) ??
      [];

    // Assert
    expect(
      new Set(behaviors.map((b: { ResponseHeadersPolicyId: unknown }) => referencedId(b.ResponseHeadersPolicyId))),
    ).toEqual(new Set([policyId]));
    expect(policy?.ResponseHeadersPolicyConfig).toMatchObject({
      SecurityHeadersConfig: {
        ContentSecurityPolicy: { ContentSecurityPolicy: "default-src 'none'; frame-ancestors 'none'", Override: true },
        ContentTypeOptions: { Override: true },
        ReferrerPolicy: { ReferrerPolicy: 'strict-origin-when-cross-origin', Override: true },
      },
      CustomHeadersConfig: { Items: [{ Header: 'cache-control', Value: 'no-store', Override: false }] },
    });
  });

  it("keeps an embedded dashboard page's own policy, framed by its allowed domains, and copies guests' tokens for the authorizer", () => {
    // Arrange
    const behaviors = single(template, 'AWS::CloudFront::Distribution').DistributionConfig.CacheBehaviors as {
      PathPattern: string;
      ResponseHeadersPolicyId: unknown;
      FunctionAssociations?: unknown[];
    }[];
    const embedded = behaviors.find((b) => b.PathPattern === '/embedded/*');

    // Act
    const [policyId, policy] =
      resourcesOf(template, 'AWS::CloudFront::ResponseHeadersPolicy').find(([id]) =>
        id.startsWith('WebEmbeddedPageHeaders'),
      ) ?? [];
    const apiBehaviors = behaviors.filter((b) => b.PathPattern.startsWith('/api/'));

    // Assert
    expect(referencedId(embedded?.ResponseHeadersPolicyId)).toBe(policyId);
    expect(policy?.ResponseHeadersPolicyConfig.SecurityHeadersConfig.ContentSecurityPolicy).toBeUndefined();
    expect(policy?.ResponseHeadersPolicyConfig.SecurityHeadersConfig.FrameOptions).toBeUndefined();
    expect(apiBehaviors.every((b) => (b.FunctionAssociations ?? []).length === 1)).toBe(true);
  });

  it('tells the functions that hand out links (permalinks, reports) the web app address', () => {
    // Act
    const told = appFunctions(template)
      .filter(([, fn]) => fn.Environment?.Variables?.WEB_BASE_URL)
      .map(([, fn]) => fn.Description);

    // Assert
    expect(told.sort()).toEqual([
      'Skyset dashboards domain',
      'Skyset explore domain',
      'Skyset report job worker',
      'Skyset sqllab domain',
    ]);
  });

  it('uploads the built SPA and each example table file under its own prefix', () => {
    // Act
    const prefixes = resourcesOf(template, 'Custom::CDKBucketDeployment').map(
      ([, d]) => d.DestinationBucketKeyPrefix ?? '/',
    );

    // Assert
    expect(prefixes.sort()).toEqual(['/', ...exampleTables.map((t) => `examples/${t.name}/`)].sort());
  });
});

describe('query', () => {
  it("runs queries only in the stack's tenant workgroups and writes Athena output only under the tenants' folders", () => {
    // Arrange
    const [databasesId, databases] = functionDescribed(template, 'Skyset databases domain');

    // Act
    const athena = statementsOf(template, databasesId).filter((statement) =>
      [statement.Action].flat().includes('athena:StartQueryExecution'),
    );
    const objects = statementsOf(template, databasesId).filter((statement) =>
      [statement.Action].flat().includes('s3:PutObject'),
    );

    // Assert
    expect(resourcesOf(template, 'AWS::Athena::WorkGroup')).toEqual([]);
    expect(athena.map((statement) => JSON.stringify(statement.Resource))).toEqual([
      expect.stringMatching(/:workgroup\/test-\*"\]\]\}$/),
    ]);
    expect(
      objects.flatMap((statement) => [statement.Resource].flat()).map((resource) => JSON.stringify(resource)),
    ).toEqual([expect.not.stringContaining('/tenants/'), expect.stringMatching(/"\/tenants\/\*\/athena\/\*"\]\]\}$/)]);
    expect(databases.Environment.Variables).toMatchObject({
      ATHENA_WORKGROUP_PREFIX: 'test-',
      QUERY_BYTES_SCANNED_LIMIT: String(10 * 1024 ** 3),
    });
  });

  it('lets the tenant bootstrap create and update only tenant workgroups, with the cutoff and results bucket they enforce', () => {
    // Arrange
    const [bootstrapId, bootstrap] = functionDescribed(template, 'Skyset tenant bootstrap (custom resource)');

    // Act
    const workgroups = statementsOf(template, bootstrapId).filter((statement) =>
      [statement.Action].flat().includes('athena:CreateWorkGroup'),
    );

    // Assert
    expect(workgroups.map((statement) => [statement.Action, JSON.stringify(statement.Resource)])).toEqual([
      [
        ['athena:GetWorkGroup', 'athena:CreateWorkGroup', 'athena:UpdateWorkGroup', 'athena:TagResource'],
        expect.stringMatching(/:workgroup\/test-\*"\]\]\}$/),
      ],
    ]);
    expect(actionsOf(template, bootstrapId).has('athena:StartQueryExecution')).toBe(false);
    expect(bootstrap.Environment.Variables).toMatchObject({
      ATHENA_WORKGROUP_PREFIX: 'test-',
      QUERY_BYTES_SCANNED_LIMIT: String(10 * 1024 ** 3),
      RESULTS_BUCKET: { Ref: expect.stringMatching(/^StorageResults/) },
    });
  });

  it('catalogs one Parquet Glue table per example table, without calculated columns', () => {
    // Act
    const tables = resourcesOf(template, 'AWS::Glue::Table').map(([, t]) => t.TableInput);

    // Assert
    expect(tables.map((t) => t.Name).sort()).toEqual(exampleTables.map((t) => t.name).sort());
    for (const table of exampleTables) {
      const glue = tables.find((t) => t.Name === table.name);
      expect(glue.StorageDescriptor.SerdeInfo.SerializationLibrary).toBe(
        'org.apache.hadoop.hive.ql.io.parquet.serde.ParquetHiveSerDe',
      );
      expect(glue.StorageDescriptor.Columns.map((c: { Name: string }) => c.Name)).toEqual(
        table.columns.filter((c) => !c.expression).map((c) => c.name),
      );
    }
  });
});

describe('tenant bootstrap', () => {
  it('bootstraps tenant default with the Glue examples after the pool groups exist, mailing no admin without adminEmail', () => {
    // Act
    const [id, resource] = resourcesOf(template, 'Custom::SkysetTenantBootstrap')[0] ?? [];
    const { DependsOn } = template.toJSON().Resources[id ?? ''];
    const { DeletionPolicy, ...properties } = resource ?? {};
    const groupIds = resourcesOf(template, 'AWS::Cognito::UserPoolGroup').map(([groupId]) => groupId);

    // Assert
    expect(resourcesOf(template, 'Custom::SkysetTenantBootstrap')).toHaveLength(1);
    expect(properties).toEqual({
      ServiceToken: { 'Fn::GetAtt': [expect.stringMatching(/^BootstrapProviderframeworkonEvent/), 'Arn'] },
      Tenant: 'default',
      ExamplesSchema: single(template, 'AWS::Glue::Database').DatabaseInput.Name,
      Version: expect.stringMatching(/^[0-9a-f]{16}$/),
    });
    expect(DeletionPolicy).toBe('Delete');
    expect([...DependsOn].sort()).toEqual(groupIds.sort());
  });

  it("lets its function write the table, create the admin in the pool and the tenant's workgroup, and nothing else", () => {
    // Arrange
    const [functionId, fn] = functionDescribed(template, 'Skyset tenant bootstrap (custom resource)');
    const statements = resourcesOf(template, 'AWS::IAM::Policy')
      .filter(([, p]) => p.Roles.some((r: unknown) => referencedId(r) === referencedId(fn.Role)))
      .flatMap(([, p]) => p.PolicyDocument.Statement as { Action: string | string[]; Resource: unknown }[]);

    // Act
    const cognito = statements.filter((s) => [s.Action].flat().some((a) => a.startsWith('cognito-idp:')));
    const services = new Set([...actionsOf(template, functionId)].map((action) => action.split(':')[0]));

    // Assert
    expect(Object.keys(fn.Environment.Variables).sort()).toEqual([
      'ATHENA_WORKGROUP_PREFIX',
      'COGNITO_USER_POOL_ID',
      'NODE_OPTIONS',
      'QUERY_BYTES_SCANNED_LIMIT',
      'RESULTS_BUCKET',
      'TABLE_NAME',
    ]);
    expect(cognito).toEqual([
      {
        Effect: 'Allow',
        Action: ['cognito-idp:AdminGetUser', 'cognito-idp:AdminCreateUser', 'cognito-idp:AdminAddUserToGroup'],
        Resource: { 'Fn::GetAtt': [expect.stringMatching(/^AuthUsers/), 'Arn'] },
      },
    ]);
    expect([...services].sort()).toEqual(['athena', 'cognito-idp', 'dynamodb']);
  });
});

describe('identity and schedules', () => {
  it('has a username pool with an immutable tenant, the four groups, the token trigger and a secretless password client that rotates refresh tokens', () => {
    // Act
    const pool = single(template, 'AWS::Cognito::UserPool');
    const groups = resourcesOf(template, 'AWS::Cognito::UserPoolGroup').map(([, g]) => g.GroupName);

    // Assert
    expect(pool.UsernameAttributes).toBeUndefined();
    expect(pool.Schema).toEqual([
      expect.objectContaining({ Name: 'tenant', Mutable: false, AttributeDataType: 'String' }),
    ]);
    expect(Object.keys(pool.LambdaConfig)).toEqual(['PreTokenGeneration']);
    expect(groups.sort()).toEqual(['Admin', 'Alpha', 'Gamma', 'sql_lab']);
    template.hasResourceProperties('AWS::Cognito::UserPoolClient', {
      ExplicitAuthFlows: ['ALLOW_USER_PASSWORD_AUTH'],
      GenerateSecret: false,
      RefreshTokenRotation: { Feature: 'ENABLED', RetryGracePeriodSeconds: 0 },
    });
  });

  it('has the report schedule group, a scheduler role that can only enqueue reports, and the manifest schedules', () => {
    // Act
    const schedulerRoles = resourcesOf(template, 'AWS::IAM::Role').filter(([, r]) =>
      JSON.stringify(r.AssumeRolePolicyDocument).includes('scheduler.amazonaws.com'),
    );

    // Assert
    template.hasResourceProperties('AWS::Scheduler::ScheduleGroup', { Name: 'skyset-reports' });
    expect(resourcesOf(template, 'AWS::Scheduler::Schedule')).toHaveLength(schedules.length);
    expect(schedulerRoles).toHaveLength(schedules.length > 0 ? 2 : 1);
    const roleId = schedulerRoles[0]?.[0];
    const statements = resourcesOf(template, 'AWS::IAM::Policy')
      .filter(([, p]) => p.Roles.some((r: unknown) => referencedId(r) === roleId))
      .flatMap(([, p]) => p.PolicyDocument.Statement);
    expect(statements.map((s) => [s.Action].flat()).flat()).toEqual([
      'sqs:SendMessage',
      'sqs:GetQueueAttributes',
      'sqs:GetQueueUrl',
    ]);
  });

  it('lets the reports domain alone keep the per-report schedules of its group, passing only the scheduler role', () => {
    // Arrange
    const [reportsId, reportsFn] = functionDescribed(template, 'Skyset reports domain');
    const [schedulerRoleId] =
      resourcesOf(template, 'AWS::IAM::Role').find(([, r]) =>
        JSON.stringify(r.AssumeRolePolicyDocument).includes('scheduler.amazonaws.com'),
      ) ?? [];

    // Act
    const statements = statementsOf(template, reportsId);
    const scheduling = statements.find((statement) => [statement.Action].flat().includes('scheduler:CreateSchedule'));
    const passRole = statements.find((statement) => statement.Action === 'iam:PassRole');
    const othersScheduling = appFunctions(template).filter(
      ([id]) => id !== reportsId && [...actionsOf(template, id)].some((action) => action.startsWith('scheduler:')),
    );

    // Assert
    expect(scheduling?.Action).toEqual([
      'scheduler:CreateSchedule',
      'scheduler:UpdateSchedule',
      'scheduler:DeleteSchedule',
    ]);
    expect(JSON.stringify(scheduling?.Resource)).toContain(':schedule/skyset-reports/*');
    expect(referencedId(passRole?.Resource)).toBe(schedulerRoleId);
    expect(reportsFn.Environment.Variables).toMatchObject({
      REPORT_SCHEDULER: 'eventbridge',
      REPORT_SCHEDULE_GROUP: 'skyset-reports',
    });
    expect(referencedId(reportsFn.Environment.Variables.REPORT_SCHEDULER_ROLE_ARN)).toBe(schedulerRoleId);
    expect(reportsFn.Environment.Variables.REPORT_QUEUE_ARN['Fn::GetAtt'][1]).toBe('Arn');
    expect(othersScheduling).toEqual([]);
  });

  it('outputs what deploying and the first sign-in need', () => {
    // Act
    const outputs = Object.keys(template.toJSON().Outputs);

    // Assert
    expect(outputs.sort()).toEqual(
      [
        'ApiUrl',
        'ExampleDataBucket',
        'ResultsBucket',
        'TenantOperatorFunction',
        'UserPoolClientId',
        'UserPoolId',
        'WebSocketUrl',
        'WebUrl',
      ].sort(),
    );
  });
});
