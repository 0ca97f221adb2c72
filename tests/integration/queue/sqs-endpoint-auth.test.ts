import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import { GetQueueUrlCommand, SendMessageCommand, SQSClient } from '@aws-sdk/client-sqs';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createSqsEndpoint, type LocalQueueBroker } from '#infra/local/queue/index.ts';
import type { LocalCredentials } from '#infra/local/sigv4/credentials.ts';
import {
  closeServer,
  RecordingConsumer,
  removeDir,
  startBroker,
  startSqsServer,
  tempDataDir,
} from './queue-harness.ts';

let dataDir: string;
let broker: LocalQueueBroker;
let consumer: RecordingConsumer;
let server: Server;
let baseUrl: string;
let credentials: LocalCredentials;
const clients: SQSClient[] = [];

beforeEach(async () => {
  dataDir = await tempDataDir();
  consumer = new RecordingConsumer();
  broker = await startBroker(dataDir, consumer);
  ({ server, baseUrl, credentials } = await startSqsServer(broker));
});

afterEach(async () => {
  for (const client of clients.splice(0)) client.destroy();
  await closeServer(server);
  await broker.stop({ drain: false });
  await removeDir(dataDir);
});

/** A real SQSClient for the endpoint, signing with `signWith`. */
function clientWith(signWith: LocalCredentials, extra: { systemClockOffset?: number } = {}): SQSClient {
  const client = new SQSClient({
    region: 'us-east-1',
    endpoint: `${baseUrl}/_local/sqs`,
    credentials: signWith,
    maxAttempts: 1,
    ...extra,
  });
  clients.push(client);
  return client;
}

/** The error a rejected send carries, as the SDK built it. */
async function errorOf(promise: Promise<unknown>): Promise<{ name: string; message: string; status?: number }> {
  const error = (await promise.then(
    () => undefined,
    (e: unknown) => e,
  )) as { name: string; message: string; $metadata?: { httpStatusCode?: number } };
  return { name: error?.name, message: error?.message, status: error?.$metadata?.httpStatusCode };
}

const sendTo = (client: SQSClient) =>
  client.send(new SendMessageCommand({ QueueUrl: `${baseUrl}/_local/sqs/000000000000/chart`, MessageBody: 'forged' }));

describe('local SQS endpoint: only the runtime signs', () => {
  it('answers an unsigned request with SQS MissingAuthenticationToken and queues nothing', async () => {
    // Arrange
    const headers = { 'content-type': 'application/x-amz-json-1.0', 'x-amz-target': 'AmazonSQS.SendMessage' };
    const body = JSON.stringify({ QueueUrl: `${baseUrl}/_local/sqs/000000000000/chart`, MessageBody: 'forged' });

    // Act
    const response = await fetch(`${baseUrl}/_local/sqs`, { method: 'POST', headers, body });

    // Assert
    expect({
      status: response.status,
      queryError: response.headers.get('x-amzn-query-error'),
      body: await response.json(),
      queued: broker.peek('chart'),
    }).toEqual({
      status: 403,
      queryError: 'MissingAuthenticationToken;Sender',
      body: {
        __type: 'com.amazon.coral.service#MissingAuthenticationTokenException',
        message: 'The request must contain either a valid (registered) AWS access key ID or X.509 certificate.',
      },
      queued: [],
    });
  });

  it('answers a client signing with the runtime key id but another secret with SignatureDoesNotMatch', async () => {
    // Arrange
    const forger = clientWith({ accessKeyId: credentials.accessKeyId, secretAccessKey: 'guessed' });

    // Act
    const error = await errorOf(sendTo(forger));

    // Assert
    expect([error, broker.peek('chart')]).toEqual([
      {
        name: 'SignatureDoesNotMatch',
        message:
          'The request signature we calculated does not match the signature you provided. Check your AWS Secret Access Key and signing method. Consult the service documentation for details.',
        status: 403,
      },
      [],
    ]);
  });

  it('answers the old fixed local credentials with InvalidClientTokenId', async () => {
    // Arrange
    const forger = clientWith({ accessKeyId: 'local', secretAccessKey: 'local' });

    // Act
    const error = await errorOf(forger.send(new GetQueueUrlCommand({ QueueName: 'chart' })));

    // Assert
    expect(error).toEqual({
      name: 'InvalidClientTokenId',
      message: 'The security token included in the request is invalid.',
      status: 403,
    });
  });

  it('answers a signature dated 20 minutes ago with RequestExpired', async () => {
    // Arrange: the SDK signs with its clock moved back, as a replayed request would carry
    const replayer = clientWith(credentials, { systemClockOffset: -20 * 60_000 });

    // Act
    const error = await errorOf(sendTo(replayer));

    // Assert
    expect(error).toEqual({
      name: 'RequestExpired',
      message: 'Request has expired: its date is more than 15 minutes from the time the local queue received it.',
      status: 400,
    });
  });

  it('answers a caller on another machine with AccessDenied before reading its request', async () => {
    // Arrange
    const endpoint = createSqsEndpoint(broker, { baseUrl, credentials });
    const request = {
      url: '/_local/sqs',
      method: 'POST',
      headers: {},
      socket: { remoteAddress: '192.0.2.10' },
    } as IncomingMessage;
    const written: { status?: number; headers?: Record<string, unknown>; body?: string } = {};
    const response = {
      writeHead: (status: number, headers: Record<string, unknown>) => Object.assign(written, { status, headers }),
      end: (body: string) => Object.assign(written, { body }),
    } as unknown as ServerResponse;

    // Act
    const handled = await endpoint(request, response);

    // Assert
    expect({
      handled,
      status: written.status,
      queryError: written.headers?.['x-amzn-query-error'],
      body: JSON.parse(written.body ?? '{}'),
    }).toEqual({
      handled: true,
      status: 403,
      queryError: 'AccessDenied;Sender',
      body: {
        __type: 'com.amazon.coral.service#AccessDeniedException',
        message: 'Access to the local queue is denied: it answers only this machine.',
      },
    });
  });
});
