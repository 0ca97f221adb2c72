import { createServer, IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Socket } from 'node:net';
import type { APIGatewayRequestAuthorizerEvent, SQSEvent } from 'aws-lambda';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WebSocket } from 'ws';
import httpSample from '#events/apigw-http.json' with { type: 'json' };
import wsAuthorizerSample from '#events/apigw-ws-authorizer.json' with { type: 'json' };
import wsConnectSample from '#events/apigw-ws-connect.json' with { type: 'json' };
import wsDisconnectSample from '#events/apigw-ws-disconnect.json' with { type: 'json' };
import wsMessageSample from '#events/apigw-ws-message.json' with { type: 'json' };
import sqsSample from '#events/sqs.json' with { type: 'json' };
import { shapeDiff, type ShapeDifference, type ShapeOptions } from '#events/shape.ts';
import { JobEnvelope } from '#functions/lib/job-envelope.ts';
import { readClaims, toAuthorizerClaims } from '#functions/lib/claims.ts';
import type { TokenVerifier } from '#functions/lib/auth/token-verifier.ts';
import { createAuthorizer } from '#functions/realtime/authorizer.ts';
import type { WebSocketEvent } from '#functions/realtime/events.ts';
import { answerMessage } from '#functions/realtime/service.ts';
import { buildHttpEvent } from '#infra/local/http/apigw-event.ts';
import { attachWebSocketGateway } from '#infra/local/ws/index.ts';
import { RecordingConsumer, removeDir, startBroker, tempDataDir, waitFor } from '../queue/queue-harness.ts';

/** What the id token of the sample user carries (the cloud adds these claims in the pre-token-generation trigger). */
const TOKEN_PAYLOAD = {
  sub: '00000000-0000-4000-8000-00000000a11c',
  username: 'alice',
  tenant: 'example',
  roles: 'Admin Gamma',
  exp: 1773310500,
};
const SAMPLE_CLAIMS = { sub: TOKEN_PAYLOAD.sub, username: 'alice', tenant: 'example', roles: ['Admin', 'Gamma'] };
/** Stands in for the JWT check: the samples' token is valid and carries TOKEN_PAYLOAD. */
const verifier: TokenVerifier = {
  verify: async (token) =>
    token === 'example.jwt.token' ? TOKEN_PAYLOAD : Promise.reject(new Error(`unexpected token ${token}`)),
};

/** AWS leaves these out when empty (no cookies, query, path parameters, body; no authorizer on public routes). */
const HTTP_OPTIONS: ShapeOptions = {
  optional: ['cookies', 'queryStringParameters', 'pathParameters', 'body', 'requestContext.authorizer'],
  maps: ['headers', 'queryStringParameters', 'pathParameters', 'requestContext.authorizer.jwt.claims'],
};
/** The query parameters are absent from a `$connect` without a query string; the rest are maps keyed by data. */
const WS_OPTIONS: ShapeOptions = {
  optional: ['queryStringParameters', 'multiValueQueryStringParameters'],
  maps: ['headers', 'multiValueHeaders', 'queryStringParameters', 'multiValueQueryStringParameters', 'stageVariables'],
};
/** Present only when the message has message attributes. */
const SQS_OPTIONS: ShapeOptions = {
  optional: ['Records[].md5OfMessageAttributes'],
  maps: ['Records[].messageAttributes'],
};

/**
 * Known differences between AWS's events and the local runtime's, accepted until someone decides to change
 * infra/local. Each test asserts the exact list, so a new difference fails and so does a fixed one.
 */
const KNOWN_HTTP_DIFFERENCES: ShapeDifference[] = [];
const KNOWN_WS_MESSAGE_DIFFERENCES: ShapeDifference[] = [];

function browserRequest(): IncomingMessage {
  const request = new IncomingMessage(new Socket());
  request.method = 'PUT';
  request.httpVersion = '1.1';
  request.headers = {
    host: 'localhost:8088',
    accept: 'application/json',
    authorization: 'Bearer example.jwt.token',
    'content-type': 'application/json',
    cookie: 'session=example-session-id; theme=dark',
    'user-agent': 'ExampleBrowser/1.0',
  };
  return request;
}

describe('the local HTTP gateway', () => {
  it('builds events shaped like events/apigw-http.json, but for the known differences', () => {
    // Arrange
    const route = {
      method: 'PUT' as const,
      path: '/api/v1/chart/{pk}',
      domain: 'system' as const,
      access: 'user' as const,
    };

    // Act
    const event = buildHttpEvent({
      request: browserRequest(),
      url: new URL('http://localhost:8088/api/v1/chart/42?q=(columns:!(slice_name))'),
      body: Buffer.from('{"slice_name":"Revenue by region"}'),
      match: { route, routeKey: 'PUT /api/v1/chart/{pk}', pathParameters: { pk: '42' } },
      requestId: 'req-1',
      claims: toAuthorizerClaims(TOKEN_PAYLOAD),
    });

    // Assert
    expect(shapeDiff(httpSample, event, HTTP_OPTIONS)).toEqual(KNOWN_HTTP_DIFFERENCES);
  });
});

interface WsSession {
  authorizer: APIGatewayRequestAuthorizerEvent[];
  routes: Record<string, WebSocketEvent[]>;
}

/** Connect with a token, send one message and close, over the local gateway with the real authorizer. */
async function runWebSocketSession(): Promise<WsSession> {
  const session: WsSession = { authorizer: [], routes: {} };
  const authorize = createAuthorizer(verifier);
  const server = createServer();
  const gateway = attachWebSocketGateway(server, {
    path: '/ws',
    invokeAuthorizer: async (event) => {
      session.authorizer.push(event);
      return authorize(event);
    },
    invokeRoute: async (routeKey, event) => {
      (session.routes[routeKey] ??= []).push(event);
      return { statusCode: 200 };
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const socket = new WebSocket(`ws://127.0.0.1:${(server.address() as AddressInfo).port}/ws?token=example.jwt.token`);
  await new Promise((resolve, reject) => socket.once('open', resolve).once('error', reject));
  socket.send('{"action":"ping"}');
  await waitFor(() => session.routes.$default !== undefined);
  socket.close(1000);
  await waitFor(() => session.routes.$disconnect !== undefined);
  await gateway.close();
  await new Promise((resolve) => server.close(resolve));
  return session;
}

describe('the local WebSocket gateway', () => {
  let session: WsSession;
  beforeAll(async () => {
    session = await runWebSocketSession();
  });

  it('builds a REQUEST authorizer event shaped like events/apigw-ws-authorizer.json', () => {
    // Assert
    expect(session.authorizer.map((event) => shapeDiff(wsAuthorizerSample, event, WS_OPTIONS))).toEqual([[]]);
  });

  it('builds a $connect event shaped like events/apigw-ws-connect.json', () => {
    // Assert
    expect(session.routes.$connect?.map((event) => shapeDiff(wsConnectSample, event, WS_OPTIONS))).toEqual([[]]);
  });

  it('builds a $default event shaped like events/apigw-ws-message.json, but for the known differences', () => {
    // Assert
    expect(session.routes.$default?.map((event) => shapeDiff(wsMessageSample, event, WS_OPTIONS))).toEqual([
      KNOWN_WS_MESSAGE_DIFFERENCES,
    ]);
  });

  it('builds a $disconnect event shaped like events/apigw-ws-disconnect.json', () => {
    // Assert
    expect(session.routes.$disconnect?.map((event) => shapeDiff(wsDisconnectSample, event, WS_OPTIONS))).toEqual([[]]);
  });
});

describe('the local queue broker', () => {
  let dataDir: string;
  beforeAll(async () => {
    dataDir = await tempDataDir();
  });
  afterAll(() => removeDir(dataDir));

  it('delivers SQS events shaped like events/sqs.json', async () => {
    // Arrange
    const consumer = new RecordingConsumer();
    const broker = await startBroker(dataDir, consumer);

    // Act
    await broker.send('chart', { body: sqsSample.Records[0]?.body ?? '' });
    await waitFor(() => consumer.events.length === 1);
    await broker.stop({ drain: true });

    // Assert
    expect(consumer.events.map((event: SQSEvent) => shapeDiff(sqsSample, event, SQS_OPTIONS))).toEqual([[]]);
  });
});

describe("the samples and the handlers' own parsers", () => {
  it("reads the caller from the HTTP sample's JWT claims", () => {
    // Act
    const claims = readClaims(httpSample.requestContext.authorizer.jwt.claims);

    // Assert: the sample is a Cognito id token.
    expect(claims).toEqual({ ...SAMPLE_CLAIMS, token_use: 'id' });
  });

  it("reads the caller from the WebSocket samples' authorizer context", () => {
    // Act
    const claims = [wsConnectSample, wsMessageSample, wsDisconnectSample].map((sample) =>
      readClaims(sample.requestContext.authorizer),
    );

    // Assert
    expect(claims).toEqual([SAMPLE_CLAIMS, SAMPLE_CLAIMS, SAMPLE_CLAIMS]);
  });

  it('authorizes the WebSocket authorizer sample with the token of its query string', async () => {
    // Act
    const result = await createAuthorizer(verifier)(wsAuthorizerSample as unknown as APIGatewayRequestAuthorizerEvent);

    // Assert
    expect(result).toEqual({
      principalId: TOKEN_PAYLOAD.sub,
      policyDocument: {
        Version: '2012-10-17',
        Statement: [{ Action: 'execute-api:Invoke', Effect: 'Allow', Resource: wsAuthorizerSample.methodArn }],
      },
      context: { sub: TOKEN_PAYLOAD.sub, username: 'alice', tenant: 'example', roles: 'Admin Gamma' },
    });
  });

  it("answers the WebSocket message sample's ping", async () => {
    // Act
    const result = await answerMessage(wsMessageSample as WebSocketEvent);

    // Assert
    expect(result).toEqual({ statusCode: 200, body: '{"type":"pong"}' });
  });

  it("parses the SQS sample's body as a job envelope", () => {
    // Act
    const job = JobEnvelope.parse(JSON.parse(sqsSample.Records[0]?.body ?? ''));

    // Assert
    expect(job).toEqual({
      job_id: '5f0c6a2e-8d2b-4c51-9a7e-3b1d2f4e6a80',
      tenant: 'example',
      user_id: 1,
      channel_id: TOKEN_PAYLOAD.sub,
      kind: 'chart_data',
      payload: { form_data: { slice_id: 42 } },
      submitted_at: '2026-03-12T09:15:42.123Z',
    });
  });
});
