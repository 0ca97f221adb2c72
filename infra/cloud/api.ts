import { Fn } from 'aws-cdk-lib';
import { HttpApi, HttpMethod, HttpNoneAuthorizer, type IHttpRouteAuthorizer, PayloadFormatVersion } from 'aws-cdk-lib/aws-apigatewayv2';
import { HttpJwtAuthorizer } from 'aws-cdk-lib/aws-apigatewayv2-authorizers';
import { HttpLambdaIntegration } from 'aws-cdk-lib/aws-apigatewayv2-integrations';
import { Construct } from 'constructs';
import { apiGatewayPath, domainHandlerModule, HTTP_DOMAINS, type HttpDomain, httpRoutes, isPublicRoute } from '#functions/manifest.ts';
import { AppFunction } from './app-function.ts';

export interface ApiProps {
  /** Cognito issuer URL and app client id: the authorizer accepts the pool's id tokens for this client only. */
  jwtIssuer: string;
  jwtAudience: string;
  /** Environment shared by every function of the stack. */
  environment: Record<string, string>;
}

/**
 * The HTTP API: one route per manifest HTTP route, each integrated with its domain's function (one function per
 * domain), behind the Cognito JWT authorizer unless the manifest marks the route public. Clients keep calling
 * Superset's paths with their trailing slashes; see `apiGatewayPath` for the route key API Gateway reports.
 */
export class Api extends Construct {
  readonly httpApi: HttpApi;
  /** Domain functions by manifest module (`security/handler`). */
  readonly functions: ReadonlyMap<string, AppFunction>;

  constructor(scope: Construct, id: string, props: ApiProps) {
    super(scope, id);
    this.httpApi = new HttpApi(this, 'Http', { description: 'Skyset HTTP API (Superset REST paths)', createDefaultStage: true });
    const jwt = new HttpJwtAuthorizer('Cognito', props.jwtIssuer, { jwtAudience: [props.jwtAudience] });
    const none = new HttpNoneAuthorizer();
    const domains = new Map(HTTP_DOMAINS.map((domain) => [domain, this.domainFunction(domain, props.environment)]));
    this.functions = new Map([...domains.values()].map((fn) => [fn.module, fn]));
    const integrations = new Map(
      [...domains].map(([domain, fn]) => [
        domain,
        new HttpLambdaIntegration(`${domain}-integration`, fn.fn, { payloadFormatVersion: PayloadFormatVersion.VERSION_2_0 }),
      ]),
    );
    for (const route of httpRoutes) {
      const authorizer: IHttpRouteAuthorizer = isPublicRoute(route) ? none : jwt;
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
