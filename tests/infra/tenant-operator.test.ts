import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { App } from 'aws-cdk-lib';
import { Template } from 'aws-cdk-lib/assertions';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { exampleTables } from '#shared/examples/catalog.ts';
import { SkysetStack } from '#infra/cloud/stack.ts';
import { actionsOf, functionDescribed, referencedId, resourcesOf, single } from './template-queries.ts';

let template: Template;
let fixtures: string;

beforeAll(() => {
  fixtures = mkdtempSync(join(tmpdir(), 'skyset-operator-'));
  const exampleDataDir = join(fixtures, 'examples');
  const webBuildDir = join(fixtures, 'web');
  mkdirSync(exampleDataDir);
  mkdirSync(webBuildDir);
  for (const table of exampleTables) writeFileSync(join(exampleDataDir, `${table.name}.parquet`), table.name);
  writeFileSync(join(webBuildDir, 'index.html'), '<!doctype html>');
  // No stack is bundled: these tests read the template's wiring, not the functions' code (stack.test.ts bundles).
  const app = new App({ context: { 'aws:cdk:bundling-stacks': [] } });
  template = Template.fromStack(new SkysetStack(app, 'Test', { exampleDataDir, webBuildDir }));
});

afterAll(() => rmSync(fixtures, { recursive: true, force: true }));

const OPERATOR = 'Skyset tenant operator: create and list tenants (invoked by operators)';

describe('tenant operator function', () => {
  it('is reachable by no API, trigger or schedule: no service may invoke it', () => {
    // Arrange
    const [functionId] = functionDescribed(template, OPERATOR);

    // Act
    const permissions = resourcesOf(template, 'AWS::Lambda::Permission').filter(
      ([, permission]) => referencedId(permission.FunctionName) === functionId,
    );

    // Assert
    expect(permissions).toEqual([]);
  });

  it('writes the table, creates admins in the pool and workgroups in Athena, and reads the examples schema from its environment', () => {
    // Arrange
    const [functionId, fn] = functionDescribed(template, OPERATOR);

    // Act
    const actions = [...actionsOf(template, functionId)];

    // Assert
    expect(Object.keys(fn.Environment.Variables).sort()).toEqual([
      'ATHENA_DATABASE',
      'ATHENA_WORKGROUP_PREFIX',
      'COGNITO_USER_POOL_ID',
      'NODE_OPTIONS',
      'QUERY_BYTES_SCANNED_LIMIT',
      'RESULTS_BUCKET',
      'TABLE_NAME',
    ]);
    expect(fn.Environment.Variables.ATHENA_DATABASE).toBe(single(template, 'AWS::Glue::Database').DatabaseInput.Name);
    expect(actions.filter((action) => action.startsWith('cognito-idp:'))).toEqual([
      'cognito-idp:AdminGetUser',
      'cognito-idp:AdminCreateUser',
      'cognito-idp:AdminAddUserToGroup',
    ]);
    expect([...new Set(actions.map((action) => action.split(':')[0]))].sort()).toEqual([
      'athena',
      'cognito-idp',
      'dynamodb',
    ]);
  });

  it('is named in the stack outputs', () => {
    // Act
    const output = template.toJSON().Outputs.TenantOperatorFunction;

    // Assert
    expect(referencedId(output.Value)).toBe(functionDescribed(template, OPERATOR)[0]);
  });
});

describe('security domain function', () => {
  it("may manage the pool's users and groups, which the security API keeps in step, and sign a user out everywhere", () => {
    // Arrange
    const [functionId] = functionDescribed(template, 'Skyset security domain');

    // Act
    const cognito = [...actionsOf(template, functionId)].filter((action) => action.startsWith('cognito-idp:')).sort();

    // Assert
    expect(cognito).toEqual([
      'cognito-idp:AdminAddUserToGroup',
      'cognito-idp:AdminCreateUser',
      'cognito-idp:AdminDeleteUser',
      'cognito-idp:AdminDisableUser',
      'cognito-idp:AdminEnableUser',
      'cognito-idp:AdminGetUser',
      'cognito-idp:AdminRemoveUserFromGroup',
      'cognito-idp:AdminSetUserPassword',
      'cognito-idp:AdminUpdateUserAttributes',
      'cognito-idp:AdminUserGlobalSignOut',
      'cognito-idp:CreateGroup',
    ]);
  });
});
