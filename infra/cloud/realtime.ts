import { WebSocketApi, WebSocketStage } from 'aws-cdk-lib/aws-apigatewayv2';
import { WebSocketLambdaAuthorizer } from 'aws-cdk-lib/aws-apigatewayv2-authorizers';
import { WebSocketLambdaIntegration } from 'aws-cdk-lib/aws-apigatewayv2-integrations';
import { Construct } from 'constructs';
import { wsAuthorizer, wsRoutes } from '#functions/manifest.ts';
import { AppFunction } from './app-function.ts';

/** Stage name; part of the socket URL and of the management (callback) endpoint. */
export const WS_STAGE_NAME = 'ws';

export interface RealtimeProps {
  /** Environment shared by every function of the stack. */
  environment: Record<string, string>;
}

/**
 * The WebSocket API that pushes job events: the manifest's routes on one function per module, `$connect`
 * behind a Lambda REQUEST authorizer that reads the id token from the query string (browsers cannot set
 * headers on a WebSocket handshake).
 */
export class Realtime extends Construct {
  readonly api: WebSocketApi;
  readonly stage: WebSocketStage;
  /** Route and authorizer functions by manifest module. */
  readonly functions: ReadonlyMap<string, AppFunction>;

  constructor(scope: Construct, id: string, props: RealtimeProps) {
    super(scope, id);
    this.api = new WebSocketApi(this, 'Socket', { description: 'Skyset job events' });
    this.stage = new WebSocketStage(this, 'Stage', {
      webSocketApi: this.api,
      stageName: WS_STAGE_NAME,
      autoDeploy: true,
    });
    const modules = [...new Set(wsRoutes.map((route) => route.handler)), wsAuthorizer.handler];
    this.functions = new Map(
      modules.map((module) => [
        module,
        new AppFunction(this, `Fn-${module.replaceAll('/', '-')}`, {
          module,
          description: `Skyset WebSocket ${module}`,
          environment: props.environment,
        }),
      ]),
    );
    const authorizerFn = this.functions.get(wsAuthorizer.handler) as AppFunction;
    const authorizer = new WebSocketLambdaAuthorizer('TokenAuthorizer', authorizerFn.fn, {
      identitySource: [`route.request.querystring.${wsAuthorizer.tokenQueryParameter}`],
    });
    for (const route of wsRoutes) {
      const fn = this.functions.get(route.handler) as AppFunction;
      this.api.addRoute(route.routeKey, {
        integration: new WebSocketLambdaIntegration(`${route.routeKey}-integration`, fn.fn),
        // API Gateway runs authorizers on $connect only; later frames ride on the authorized connection.
        ...(route.routeKey === '$connect' ? { authorizer } : {}),
        // Two-way route: the handler's answer (e.g. the pong to a ping) goes back on the socket.
        ...(route.routeKey === '$default' ? { returnResponse: true } : {}),
      });
    }
  }

  /** The `wss://` URL clients connect to. */
  get url(): string {
    return this.stage.url;
  }

  /** Let a function post to and drop connections of this stage, and tell it the management endpoint. */
  bindPush(fn: AppFunction): void {
    this.stage.grantManagementApiAccess(fn.fn);
    fn.setEnv('WS_MANAGEMENT_ENDPOINT', this.stage.callbackUrl);
  }
}
