import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { chartPorts } from '#functions/lib/composition/chart-ports.ts';
import { deps } from '#functions/lib/composition/deps.ts';
import { resetProcessState } from '#functions/lib/once.ts';
import { sqlLabPorts } from '#functions/lib/composition/sqllab-ports.ts';

const SET = { ROW_LIMIT: '123', SQLLAB_TIMEOUT_SECONDS: '7', BLOB_STORE: 's3', RESULTS_BUCKET: 'results' };
const saved = Object.fromEntries(Object.keys(SET).map((name) => [name, process.env[name]]));

beforeEach(() => {
  Object.assign(process.env, SET);
  resetProcessState();
});
afterEach(() => {
  for (const [name, value] of Object.entries(saved)) {
    if (value === undefined) delete process.env[name];
    else process.env[name] = value;
  }
  resetProcessState();
});

describe('deps', () => {
  it('hands out the configuration read from the environment', () => {
    // Act
    const { settings } = deps();

    // Assert
    expect({ rowLimit: settings.ROW_LIMIT, timeout: settings.SQLLAB_TIMEOUT_SECONDS }).toEqual({
      rowLimit: 123,
      timeout: 7,
    });
  });

  it('gives chart and SQL Lab ports the same settings', async () => {
    // Arrange
    const { settings } = deps();

    // Act
    const [charts, sqlLab] = await Promise.all([chartPorts(), sqlLabPorts()]);

    // Assert
    expect([charts.settings, sqlLab.settings]).toEqual([settings, settings]);
  });
});
