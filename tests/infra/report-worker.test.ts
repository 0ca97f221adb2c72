import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { App } from 'aws-cdk-lib';
import { Template } from 'aws-cdk-lib/assertions';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { exampleTables } from '#shared/examples/catalog.ts';
import { SkysetStack } from '#infra/cloud/stack.ts';
import { appFunctions, functionDescribed, statementsOf } from './template-queries.ts';

/**
 * The report worker in the cloud: room for Chromium, the packaged browser shipped as files, mail only from the
 * deployment's verified sender and the web app's address. Synthesized without bundling (stack.test.ts bundles).
 */
let fixtures: string;

const synth = (context: Record<string, unknown>): Template => {
  const exampleDataDir = join(fixtures, 'examples');
  const webBuildDir = join(fixtures, 'web');
  return Template.fromStack(
    new SkysetStack(new App({ context: { 'aws:cdk:bundling-stacks': [], ...context } }), 'Test', {
      exampleDataDir,
      webBuildDir,
    }),
  );
};

beforeAll(() => {
  fixtures = mkdtempSync(join(tmpdir(), 'skyset-report-worker-'));
  mkdirSync(join(fixtures, 'examples'));
  mkdirSync(join(fixtures, 'web'));
  for (const table of exampleTables) writeFileSync(join(fixtures, 'examples', `${table.name}.parquet`), table.name);
  writeFileSync(join(fixtures, 'web', 'index.html'), '<!doctype html>');
});

afterAll(() => rmSync(fixtures, { recursive: true, force: true }));

const sesStatements = (template: Template, functionId: string) =>
  statementsOf(template, functionId).filter((statement) =>
    [statement.Action].flat().some((action) => String(action).startsWith('ses:')),
  );

describe('the report worker function', () => {
  it('has 2 GB of memory and 1 GB of /tmp for Chromium, works on ten reports at once, and knows the web app address', () => {
    // Arrange
    const template = synth({ reportMailFrom: 'reports@example.com' });
    const [workerId, worker] = functionDescribed(template, 'Skyset report job worker');

    // Act
    const mappings = Object.values(template.findResources('AWS::Lambda::EventSourceMapping')) as {
      Properties: { FunctionName: { Ref: string }; ScalingConfig?: unknown };
    }[];
    const scaling = mappings
      .filter((mapping) => mapping.Properties.FunctionName.Ref === workerId)
      .map((mapping) => mapping.Properties.ScalingConfig);

    // Assert
    expect(scaling).toEqual([{ MaximumConcurrency: 10 }]);
    expect({ memory: worker.MemorySize, tmp: worker.EphemeralStorage }).toEqual({ memory: 2048, tmp: { Size: 1024 } });
    expect(JSON.stringify(worker.Environment.Variables.WEB_BASE_URL)).toContain('DomainName');
  });

  it('alone may send mail, only from the configured sender, which it is told', () => {
    // Arrange
    const template = synth({ reportMailFrom: 'reports@example.com' });
    const [workerId, worker] = functionDescribed(template, 'Skyset report job worker');

    // Act
    const senders = appFunctions(template)
      .filter(([id]) => sesStatements(template, id).length > 0)
      .map(([, fn]) => fn.Description);

    // Assert
    expect(senders).toEqual(['Skyset report job worker']);
    expect(sesStatements(template, workerId).map(({ Action, Condition }) => ({ Action, Condition }))).toEqual([
      {
        Action: ['ses:SendEmail', 'ses:SendRawEmail'],
        Condition: { StringEquals: { 'ses:FromAddress': 'reports@example.com' } },
      },
    ]);
    expect(worker.Environment.Variables.SMTP_MAIL_FROM).toBe('reports@example.com');
  });

  it('may send no mail when the deployment names no sender', () => {
    // Arrange
    const template = synth({});
    const [workerId, worker] = functionDescribed(template, 'Skyset report job worker');

    // Assert
    expect(sesStatements(template, workerId)).toEqual([]);
    expect(worker.Environment.Variables.SMTP_MAIL_FROM).toBeUndefined();
  });
});

describe('the stack size', () => {
  it("keeps well under CloudFormation's 500 resources, with one API invoke permission per domain function", () => {
    // Act
    const template = synth({});
    const resources = Object.keys(template.toJSON().Resources as Record<string, unknown>).length;
    const apiPermissions = Object.values(template.findResources('AWS::Lambda::Permission')).filter(
      (permission) =>
        (permission as { Properties: { Principal: string } }).Properties.Principal === 'apigateway.amazonaws.com',
    );

    // Assert: each route used to add its own permission (508 resources with the report routes)
    expect(resources).toBeLessThan(400);
    expect(apiPermissions.length).toBeLessThan(20);
  });
});
