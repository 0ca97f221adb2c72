import { describe, expect, it } from 'vitest';
import { UnauthorizedError } from '#shared/errors.ts';
import { readClaims, toAuthorizerClaims } from '#functions/lib/claims.ts';

describe('claims', () => {
  it('flattens a JWT payload as the JWT authorizer does', () => {
    // Act
    const claims = toAuthorizerClaims({ sub: '1', roles: ['Admin', 'sql_lab'], exp: 1700000000 });

    // Assert
    expect(claims).toEqual({ sub: '1', roles: '[Admin sql_lab]', exp: '1700000000' });
  });

  it('reads flattened local claims', () => {
    // Act
    const claims = readClaims({ sub: '1', username: 'admin', tenant: 'default', roles: '[Admin sql_lab]' });

    // Assert
    expect(claims).toEqual({ sub: '1', username: 'admin', tenant: 'default', roles: ['Admin', 'sql_lab'] });
  });

  it('reads Cognito claim names', () => {
    // Act
    const claims = readClaims({
      sub: 'abc',
      'cognito:username': 'ann',
      'custom:tenant': 'acme',
      'cognito:groups': '[Gamma]',
    });

    // Assert
    expect(claims).toEqual({ sub: 'abc', username: 'ann', tenant: 'acme', roles: ['Gamma'] });
  });

  it.each([[undefined], [{ sub: '1', username: 'a' }], [{ sub: '1', username: 'a', tenant: '../other' }]])(
    'refuses %j',
    (raw) => {
      // Act
      const read = () => readClaims(raw);

      // Assert
      expect(read).toThrow(UnauthorizedError);
    },
  );
});
