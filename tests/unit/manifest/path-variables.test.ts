import { describe, expect, it } from 'vitest';
import { apiGatewayPath, httpRoutes } from '#functions/manifest.ts';

/** `/api/v1/chart/{pk}/data` -> the variable names by the literal path before them: `/api/v1/chart/*` -> `pk`. */
function variablesByParent(path: string): [string, string][] {
  const segments = apiGatewayPath(path).split('/');
  return segments.flatMap((segment, index) => {
    const variable = /^\{(\w+)\+?\}$/.exec(segment)?.[1];
    return variable ? [[segments.slice(0, index).join('/'), variable] as [string, string]] : [];
  });
}

describe('manifest path variables', () => {
  it('name a path position the same in every route, as API Gateway requires of sibling routes', () => {
    // Arrange
    const names = new Map<string, Set<string>>();
    for (const route of httpRoutes) {
      for (const [parent, variable] of variablesByParent(route.path))
        names.set(parent, (names.get(parent) ?? new Set()).add(variable));
    }

    // Act
    const clashes = [...names]
      .filter(([, variables]) => variables.size > 1)
      .map(([parent, variables]) => `${parent}/{${[...variables].join('|')}}`);

    // Assert
    expect(clashes).toEqual([]);
  });
});
