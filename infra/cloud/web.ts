import { Fn } from 'aws-cdk-lib';
import {
  AccessLevel,
  AllowedMethods,
  CachePolicy,
  Distribution,
  Function as CloudFrontFunction,
  FunctionCode,
  FunctionEventType,
  FunctionRuntime,
  OriginRequestPolicy,
  PriceClass,
  ViewerProtocolPolicy,
  type BehaviorOptions,
} from 'aws-cdk-lib/aws-cloudfront';
import { HttpOrigin, S3BucketOrigin } from 'aws-cdk-lib/aws-cloudfront-origins';
import { Bucket } from 'aws-cdk-lib/aws-s3';
import { BucketDeployment, Source } from 'aws-cdk-lib/aws-s3-deployment';
import { Construct } from 'constructs';
import { FILE_PATH } from './spa-routes.ts';
import { privateBucketProps } from './storage.ts';
import { apiHeadersPolicy, embeddedPageHeadersPolicy, pageHeadersPolicy } from './web-headers.ts';
import { API_PATH_PATTERNS, EMBEDDED_PAGE_PATH_PATTERN } from '#functions/manifest.ts';

/**
 * Viewer-request rewrite of app routes (`/superset/dashboard/1/`, `/sqllab/`) to the SPA shell; file paths (see
 * spa-routes.ts) go to the bucket as they are. A distribution-wide 403/404 error response would do the same for the
 * bucket but also turn the API's own JSON 404s and 403s into index.html, so the fallback lives on the bucket's
 * behaviour only.
 */
export const SPA_REWRITE = `function handler(event) {
  var request = event.request;
  if (!${FILE_PATH}.test(request.uri)) request.uri = '/index.html';
  return request;
}`;

/**
 * Viewer-request copy of a guest's `X-GuestToken` header (how Superset's embedded client sends its token) into
 * `Authorization`, the header API Gateway's authorizer is keyed on and caches by: a request bearing either reaches
 * the authorizer, which reads both the same way (functions/lib/auth/token-verifier.ts `requestToken`).
 */
export const GUEST_TOKEN_HEADER_COPY = `function handler(event) {
  var request = event.request;
  var guest = request.headers['x-guesttoken'];
  if (guest && guest.value && !request.headers['authorization'])
    request.headers['authorization'] = { value: 'Bearer ' + guest.value };
  return request;
}`;

/** Path CloudFront sends to the WebSocket API: the stage is named `ws`, so `/ws` is the stage's own path there too. */
export const WEB_SOCKET_PATH = '/ws';

export interface WebProps {
  /** Host name of the HTTP API (`<id>.execute-api.<region>.amazonaws.com`). */
  apiDomainName: string;
  /** Endpoint of the WebSocket API (`wss://<id>.execute-api.<region>.amazonaws.com`), served at `/ws` when given. */
  webSocketEndpoint?: string;
  /** Folder of the built SPA (`web/build/client`), uploaded when present at synth time. */
  buildDir?: string;
}

/**
 * The SPA on a private bucket behind CloudFront (origin access control), with the API on the same origin; both with
 * the security headers of functions/lib/security-headers.ts (infra/cloud/web-headers.ts).
 */
export class Web extends Construct {
  readonly bucket: Bucket;
  readonly distribution: Distribution;

  constructor(scope: Construct, id: string, props: WebProps) {
    super(scope, id);
    this.bucket = new Bucket(this, 'Site', privateBucketProps);
    const spaRewrite = new CloudFrontFunction(this, 'SpaRewrite', {
      code: FunctionCode.fromInline(SPA_REWRITE),
      runtime: FunctionRuntime.JS_2_0,
      comment: 'Serve index.html for SPA routes',
    });
    const guestTokenCopy = new CloudFrontFunction(this, 'GuestTokenCopy', {
      code: FunctionCode.fromInline(GUEST_TOKEN_HEADER_COPY),
      runtime: FunctionRuntime.JS_2_0,
      comment: 'Copy X-GuestToken into Authorization for the API authorizer',
    });
    // Same origin as the page: no CORS, and the API sees every header but Host (API Gateway routes on its own host).
    const api: BehaviorOptions = {
      functionAssociations: [{ function: guestTokenCopy, eventType: FunctionEventType.VIEWER_REQUEST }],
      origin: new HttpOrigin(props.apiDomainName),
      allowedMethods: AllowedMethods.ALLOW_ALL,
      cachePolicy: CachePolicy.CACHING_DISABLED,
      originRequestPolicy: OriginRequestPolicy.ALL_VIEWER_EXCEPT_HOST_HEADER,
      viewerProtocolPolicy: ViewerProtocolPolicy.HTTPS_ONLY,
      responseHeadersPolicy: apiHeadersPolicy(this),
    };
    this.distribution = new Distribution(this, 'Cdn', {
      comment: 'Skyset web app and API',
      defaultRootObject: 'index.html',
      priceClass: PriceClass.PRICE_CLASS_100,
      defaultBehavior: {
        // Listing lets S3 answer a missing file with 404, as the local gateway does, rather than 403.
        origin: S3BucketOrigin.withOriginAccessControl(this.bucket, {
          originAccessLevels: [AccessLevel.READ, AccessLevel.LIST],
        }),
        viewerProtocolPolicy: ViewerProtocolPolicy.REDIRECT_TO_HTTPS,
        functionAssociations: [{ function: spaRewrite, eventType: FunctionEventType.VIEWER_REQUEST }],
        responseHeadersPolicy: pageHeadersPolicy(this, props),
      },
      additionalBehaviors: {
        ...Object.fromEntries(
          API_PATH_PATTERNS.filter((path) => path !== EMBEDDED_PAGE_PATH_PATTERN).map((path) => [path, api]),
        ),
        [EMBEDDED_PAGE_PATH_PATTERN]: { ...api, responseHeadersPolicy: embeddedPageHeadersPolicy(this) },
        ...(props.webSocketEndpoint ? { [WEB_SOCKET_PATH]: webSocketBehavior(props.webSocketEndpoint) } : {}),
      },
    });
    if (props.buildDir) {
      new BucketDeployment(this, 'Upload', {
        sources: [Source.asset(props.buildDir)],
        destinationBucket: this.bucket,
        distribution: this.distribution,
        distributionPaths: ['/*'],
      });
    }
  }

  /** The site's HTTPS URL (the browser's socket is `wss://` on the same host at `/ws`). */
  get url(): string {
    return `https://${this.distribution.distributionDomainName}`;
  }
}

/**
 * The page's socket on its own origin, so the browser needs no second URL and the token never crosses origins.
 * CloudFront carries WebSocket upgrades when the viewer's headers and query string (the `token`) reach the origin.
 */
function webSocketBehavior(endpoint: string): BehaviorOptions {
  return {
    // The endpoint is known at deploy time only: take its host in CloudFormation.
    origin: new HttpOrigin(Fn.select(2, Fn.split('/', endpoint))),
    allowedMethods: AllowedMethods.ALLOW_GET_HEAD,
    cachePolicy: CachePolicy.CACHING_DISABLED,
    originRequestPolicy: OriginRequestPolicy.ALL_VIEWER_EXCEPT_HOST_HEADER,
    viewerProtocolPolicy: ViewerProtocolPolicy.HTTPS_ONLY,
  };
}
