import type { BundleWeight } from '#infra/cloud/bundle-weight.ts';

/**
 * The reference of the bundle benchmark: a minimal handler that only imports and constructs the AWS SDK clients a
 * function uses, so a function's import time is compared with what its SDK clients cost on their own.
 */

/** Per SDK package: what a minimal handler imports from it and the expression it uses it in. */
interface SdkUse {
  imports: string;
  use: string;
}

/** A client class constructed with no options, as most handlers do at module scope. */
const client = (name: string, pkg: string): SdkUse => ({
  imports: `import { ${name} } from '${pkg}';`,
  use: `new ${name}({})`,
});

const SDK_CLIENTS: Readonly<Record<string, SdkUse>> = {
  '@aws-sdk/lib-dynamodb': {
    imports:
      "import { DynamoDBClient } from '@aws-sdk/client-dynamodb'; import { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';",
    use: 'DynamoDBDocumentClient.from(new DynamoDBClient({}))',
  },
  '@aws-sdk/client-s3': client('S3Client', '@aws-sdk/client-s3'),
  '@aws-sdk/s3-request-presigner': {
    imports: "import { getSignedUrl } from '@aws-sdk/s3-request-presigner';",
    use: 'getSignedUrl',
  },
  '@aws-sdk/client-sqs': client('SQSClient', '@aws-sdk/client-sqs'),
  '@aws-sdk/client-athena': client('AthenaClient', '@aws-sdk/client-athena'),
  '@aws-sdk/client-apigatewaymanagementapi': client(
    'ApiGatewayManagementApiClient',
    '@aws-sdk/client-apigatewaymanagementapi',
  ),
  '@aws-sdk/client-cognito-identity-provider': client(
    'CognitoIdentityProviderClient',
    '@aws-sdk/client-cognito-identity-provider',
  ),
  '@aws-sdk/client-kms': client('KMSClient', '@aws-sdk/client-kms'),
  '@aws-sdk/client-scheduler': client('SchedulerClient', '@aws-sdk/client-scheduler'),
  '@aws-sdk/client-sesv2': client('SESv2Client', '@aws-sdk/client-sesv2'),
};

/**
 * The SDK packages of the table above that a function bundles, whether its cold start loads them or a lazy chunk
 * does (a minimal handler would import them at once), in the table's order.
 */
export function sdkClientsOf(weight: BundleWeight): string[] {
  const loaded = new Set([...weight.coldStartInputs, ...weight.lazyInputs].map((input) => input.name));
  return Object.keys(SDK_CLIENTS).filter((name) => loaded.has(name));
}

/** TypeScript source of the minimal handler for a set of SDK packages (none gives a handler with no SDK at all). */
export function minimalHandlerSource(clients: readonly string[]): string {
  const used = clients.map((name) => SDK_CLIENTS[name]!);
  return [
    ...used.map((client) => client.imports),
    `const clients = [${used.map((client) => client.use).join(', ')}];`,
    'export const handler = async () => ({ statusCode: 200, body: String(clients.length) });',
  ].join('\n');
}
