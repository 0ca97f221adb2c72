import { Duration, Fn } from 'aws-cdk-lib';
import {
  HttpApi,
  HttpMethod,
  HttpNoneAuthorizer,
  type IHttpRouteAuthorizer,
  PayloadFormatVersion,
} from 'aws-cdk-lib/aws-apigatewayv2';
import { HttpLambdaAuthorizer, HttpLambdaResponseType } from 'aws-cdk-lib/aws-apigatewayv2-authorizers';
import { HttpLambdaIntegration } from 'aws-cdk-lib/aws-apigatewayv2-integrations';
import { Construct } from 'constructs';
import {
  apiGatewayPath,
  domainHandlerModule,
  HTTP_DOMAINS,
  type HttpDomain,
  httpAuthorizer,
  httpRoutes,
  isPublicRoute,
} from '#functions/manifest.ts';
import { AppFunction } from './app-function.ts';

export interface ApiProps {
  /** Environment shared by every function of the stack (the authorizer reads the Cognito pool and client ids from it). */
  environment: Record<string, string>;
}

/**
 * The HTTP API: one route per manifest HTTP route, each integrated with its domain's function (one function per
 * domain), behind the Lambda authorizer unless the manifest marks the route public. The authorizer, not API Gateway's
 * JWT authorizer, because besides the Cognito pool's id tokens it must accept the report screenshot tokens the
 * stack's report-signing key signs (functions/security/authorizer.ts). Clients keep calling
 * Superset's paths with their trailing slashes; see `apiGatewayPath` for the route key API Gateway reports.
 */
export class Api extends Construct {
  readonly httpApi: HttpApi;
  /** Domain functions and the authorizer's by manifest module (`security/handler`, `security/authorizer`). */
  readonly functions: ReadonlyMap<string, AppFunction>;

  constructor(scope: Construct, id: string, props: ApiProps) {
    super(scope, id);
    this.httpApi = new HttpApi(this, 'Http', {
      description: 'Skyset HTTP API (Superset REST paths)',
      createDefaultStage: true,
    });
    const authorizerFn = new AppFunction(this, 'Authorizer', {
      module: httpAuthorizer.handler,
      memorySize: 256,
      timeout: Duration.seconds(10),
      description: 'Skyset HTTP API authorizer: Cognito and report tokens',
      environment: props.environment,
    });
    const tokens = new HttpLambdaAuthorizer('Tokens', authorizerFn.fn, {
      responseTypes: [HttpLambdaResponseType.SIMPLE],
      identitySource: ['$request.header.Authorization'],
      resultsCacheTtl: Duration.seconds(httpAuthorizer.resultCacheSeconds),
    });
    const none = new HttpNoneAuthorizer();
    const domains = new Map(HTTP_DOMAINS.map((domain) => [domain, this.domainFunction(domain, props.environment)]));
    this.functions = new Map([...domains.values(), authorizerFn].map((fn) => [fn.module, fn]));
    const integrations = new Map(
      [...domains].map(([domain, fn]) => [
        domain,
        // One invoke permission per function for this API, not one per route: a domain function is integrated only with
        // its own routes anyway, and per-route permissions took a third of CloudFormation's 500 resources per stack.
        new HttpLambdaIntegration(`${domain}-integration`, fn.fn, {
          payloadFormatVersion: PayloadFormatVersion.VERSION_2_0,
          scopePermissionToRoute: false,
        }),
      ]),
    );
    for (const route of httpRoutes) {
      const authorizer: IHttpRouteAuthorizer = isPublicRoute(route) ? none : tokens;
      this.httpApi.addRoutes({
        path: apiGatewayPath(route.path),
        methods: [HttpMethod[route.method]],
        integration: integrations.get(route.domain) as HttpLambdaIntegration,
        authorizer,
      });
    }
  }

  /** The host name of the API, for a CloudFront origin. */
  get domainName(): string {
    // apiEndpoint is `https://<id>.execute-api.<region>.amazonaws.com`, known at deploy time only: split it in CloudFormation.
    return Fn.select(2, Fn.split('/', this.httpApi.apiEndpoint));
  }

  private domainFunction(domain: HttpDomain, environment: Record<string, string>): AppFunction {
    return new AppFunction(this, `Domain-${domain}`, {
      module: domainHandlerModule(domain),
      description: `Skyset ${domain} domain`,
      environment,
    });
  }
}
