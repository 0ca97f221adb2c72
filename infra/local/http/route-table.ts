import { API_PATH_PATTERNS, apiGatewayPath, type HttpRoute, httpRoutes, routeKeyOf } from '#functions/manifest.ts';

export interface RouteMatch {
  route: HttpRoute;
  routeKey: string;
  pathParameters: Record<string, string>;
}

interface CompiledRoute {
  route: HttpRoute;
  pattern: RegExp;
  names: string[];
  /** Literal routes win over parameterised ones, as in API Gateway. */
  specificity: number;
}

const escapeRegExp = (text: string): string => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** A path segment percent-decoded; malformed escapes (`%E0%A4%A`) stay as sent rather than failing the request. */
const decodeSegment = (text: string): string => {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
};

/** The manifest's CloudFront path patterns (`*` matches anything) as the local runtime's API namespace. */
const apiPathPatterns = API_PATH_PATTERNS.map(
  (pattern) => new RegExp(`^${pattern.split('*').map(escapeRegExp).join('.*')}$`),
);

function compile(route: HttpRoute): CompiledRoute {
  const names: string[] = [];
  const source = apiGatewayPath(route.path)
    .split('/')
    .map((segment) => {
      const greedy = /^\{(\w+)\+\}$/.exec(segment);
      if (greedy?.[1]) return names.push(greedy[1]) && '(.+)';
      const param = /^\{(\w+)\}$/.exec(segment);
      if (param?.[1]) return names.push(param[1]) && '([^/]+)';
      return escapeRegExp(segment);
    })
    .join('/');
  // API Gateway sends `/a` and `/a/` to the same route.
  return { route, pattern: new RegExp(`^${source}/?$`), names, specificity: route.path.length - names.length * 100 };
}

/** Resolves a request path to a manifest route the way API Gateway's HTTP API does. */
export class RouteTable {
  private readonly compiled: CompiledRoute[];

  constructor(routes: readonly HttpRoute[] = httpRoutes) {
    this.compiled = routes.map(compile).sort((a, b) => b.specificity - a.specificity);
  }

  /** The route for a method and path; `method-not-allowed` when only other methods match the path. */
  match(method: string, path: string): RouteMatch | 'not-found' | 'method-not-allowed' {
    let pathMatched = false;
    for (const candidate of this.compiled) {
      const found = candidate.pattern.exec(path);
      if (!found) continue;
      pathMatched = true;
      if (candidate.route.method !== method) continue;
      const pathParameters = Object.fromEntries(
        candidate.names.map((name, index) => [name, decodeSegment(found[index + 1] ?? '')]),
      );
      return { route: candidate.route, routeKey: routeKeyOf(candidate.route), pathParameters };
    }
    return pathMatched ? 'method-not-allowed' : 'not-found';
  }

  /** Whether any route lives under this path prefix (the API's namespace). */
  static isApiPath(path: string): boolean {
    return apiPathPatterns.some((pattern) => pattern.test(path));
  }
}
