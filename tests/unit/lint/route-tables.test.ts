import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * Every HTTP domain lays its routes out the same way: `handler.ts` only serves the table `routes.ts` exports, and
 * that table is complete for the domain (`satisfies DomainRoutes<domain>`), built from smaller tables where the
 * domain is large. A newcomer looking for a route opens `routes.ts`.
 */
const FUNCTIONS = resolve('functions');

const httpDomains = readdirSync(FUNCTIONS, { withFileTypes: true })
  .filter((entry) => entry.isDirectory() && existsSync(join(FUNCTIONS, entry.name, 'handler.ts')))
  .map((entry) => entry.name)
  .filter((domain) => readFileSync(join(FUNCTIONS, domain, 'handler.ts'), 'utf8').includes('createHttpHandler('));

describe('route tables', () => {
  it('finds the HTTP domains', () => {
    // Assert
    expect(httpDomains.length).toBeGreaterThan(10);
  });

  it.each(httpDomains)('%s: handler.ts serves the table routes.ts exports and nothing else', (domain) => {
    // Arrange
    const handler = readFileSync(join(FUNCTIONS, domain, 'handler.ts'), 'utf8');

    // Act
    const imports = [...handler.matchAll(/from '([^']+)'/g)].map(([, source]) => source);
    const served = /export const handler = createHttpHandler\('([^']+)', (\w+)\);/.exec(handler);
    const table = new RegExp(`import \\{ (\\w+) \\} from './routes.ts';`).exec(handler);

    // Assert
    expect(imports).toEqual(['../lib/http.ts', './routes.ts']);
    expect(served?.[1]).toBe(domain);
    expect(served?.[2]).toBe(table?.[1]);
  });

  it.each(httpDomains)("%s: routes.ts's table is complete for the domain", (domain) => {
    // Arrange
    const routes = readFileSync(join(FUNCTIONS, domain, 'routes.ts'), 'utf8');

    // Assert
    expect(routes).toContain(`satisfies DomainRoutes<'${domain}'>;`);
  });
});
