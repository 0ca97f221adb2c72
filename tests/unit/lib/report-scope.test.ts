import { describe, expect, it } from 'vitest';
import { tokenMayCall } from '#functions/lib/auth/report-scope.ts';

const REPORT = { sub: '1', username: 'admin', tenant: 'default', roles: '[Admin]', token_use: 'report', report_id: '4' };
const ACCESS = { ...REPORT, token_use: 'access' };

describe("a report's screenshot token", () => {
  it.each([
    ['GET /api/v1/dashboard/{id_or_slug}', true],
    ['GET /api/v1/chart/{pk}/data', true],
    ['POST /api/v1/chart/data', true],
    ['POST /api/v1/log', false],
    ['POST /api/v1/dashboard', false],
    ['PUT /api/v1/chart/{pk}', false],
    ['DELETE /api/v1/chart/{pk}', false],
    ['POST /api/v1/sqllab/execute', false],
    ['POST /api/v1/security/refresh', false],
  ])('may call %s: %s', (routeKey, allowed) => {
    // Act
    const may = tokenMayCall(REPORT, routeKey);

    // Assert
    expect(may).toBe(allowed);
  });

  it('narrows nothing for an access token', () => {
    // Act
    const may = ['POST /api/v1/dashboard', 'DELETE /api/v1/chart/{pk}'].map((routeKey) => tokenMayCall(ACCESS, routeKey));

    // Assert
    expect(may).toEqual([true, true]);
  });
});
