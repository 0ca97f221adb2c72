import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { Duration } from 'aws-cdk-lib';
import { HeadersFrameOption, HeadersReferrerPolicy, ResponseHeadersPolicy } from 'aws-cdk-lib/aws-cloudfront';
import type { Construct } from 'constructs';
import {
  API_CACHE_CONTROL,
  API_SECURITY_HEADERS,
  inlineScriptHashes,
  PAGE_SECURITY_HEADERS,
  pageContentSecurityPolicy,
  REFERRER_POLICY,
} from '#functions/lib/security-headers.ts';

/** A header value of functions/lib/security-headers.ts as CloudFront's enumeration names it. */
function cloudFrontValue<T extends string>(values: Record<string, T>, value: string | undefined): T {
  const found = Object.values(values).find((candidate) => candidate === value);
  if (!found) throw new Error(`CloudFront cannot send the header value ${value}`);
  return found;
}

const referrerPolicy = () => cloudFrontValue(HeadersReferrerPolicy, REFERRER_POLICY);

/** The inline scripts of the built index.html by hash, read at synth time (none when the app is not built). */
function builtScriptHashes(buildDir: string | undefined): string[] {
  const page = buildDir ? join(buildDir, 'index.html') : undefined;
  return page && existsSync(page) ? inlineScriptHashes(readFileSync(page, 'utf8')) : [];
}

/**
 * The headers CloudFront adds to the web app's files, as the local runtime does (functions/lib/security-headers.ts):
 * the page policy naming the build's inline scripts and the WebSocket API (the page reaches it on its own origin at
 * `/ws`, which `'self'` covers), nosniff, the referrer policy, same-origin framing, and HSTS as the site is HTTPS only.
 */
export function pageHeadersPolicy(
  scope: Construct,
  props: { buildDir?: string; webSocketEndpoint?: string },
): ResponseHeadersPolicy {
  const policy = pageContentSecurityPolicy({
    scriptHashes: builtScriptHashes(props.buildDir),
    webSockets: props.webSocketEndpoint ? [props.webSocketEndpoint] : [],
  });
  return new ResponseHeadersPolicy(scope, 'PageHeaders', {
    comment: 'Skyset web app: CSP, nosniff, referrer policy, framing, HSTS',
    securityHeadersBehavior: {
      contentSecurityPolicy: { contentSecurityPolicy: policy, override: true },
      contentTypeOptions: { override: true },
      referrerPolicy: { referrerPolicy: referrerPolicy(), override: true },
      frameOptions: {
        frameOption: cloudFrontValue(HeadersFrameOption, PAGE_SECURITY_HEADERS['x-frame-options']),
        override: true,
      },
      strictTransportSecurity: { accessControlMaxAge: Duration.days(365), includeSubdomains: false, override: true },
    },
  });
}

/**
 * The API's security headers on every answer through CloudFront, API Gateway's own (its authorizer's 401 and 403,
 * throttling) included, which no handler builds; a handler's own Cache-Control is kept.
 */
export function apiHeadersPolicy(scope: Construct): ResponseHeadersPolicy {
  return new ResponseHeadersPolicy(scope, 'ApiHeaders', {
    comment: 'Skyset API: restrictive CSP, nosniff, referrer policy, no caching unless the answer says',
    securityHeadersBehavior: {
      contentSecurityPolicy: {
        contentSecurityPolicy: API_SECURITY_HEADERS['content-security-policy']!,
        override: true,
      },
      contentTypeOptions: { override: true },
      referrerPolicy: { referrerPolicy: referrerPolicy(), override: true },
      strictTransportSecurity: { accessControlMaxAge: Duration.days(365), includeSubdomains: false, override: true },
    },
    customHeadersBehavior: { customHeaders: [{ header: 'cache-control', value: API_CACHE_CONTROL, override: false }] },
  });
}

/**
 * The headers CloudFront adds to an embedded dashboard's page (`/embedded/{uuid}`, answered by the API): nosniff, the
 * referrer policy and HSTS. Its Content-Security-Policy is the handler's own, whose `frame-ancestors` names the
 * embedding's allowed domains (functions/dashboards/embedded-page.ts), so it is kept, and no X-Frame-Options is added.
 */
export function embeddedPageHeadersPolicy(scope: Construct): ResponseHeadersPolicy {
  return new ResponseHeadersPolicy(scope, 'EmbeddedPageHeaders', {
    comment: "Skyset embedded dashboard page: the handler's CSP kept, nosniff, referrer policy, HSTS",
    securityHeadersBehavior: {
      contentTypeOptions: { override: true },
      referrerPolicy: { referrerPolicy: referrerPolicy(), override: true },
      strictTransportSecurity: { accessControlMaxAge: Duration.days(365), includeSubdomains: false, override: true },
    },
  });
}
