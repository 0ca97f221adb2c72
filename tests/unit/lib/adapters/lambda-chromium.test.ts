import chromium from '@sparticuz/chromium';
import { describe, expect, it } from 'vitest';
import { lambdaChromium } from '#functions/lib/adapters/browser/lambda-chromium.ts';

describe('the Chromium reports render with in Lambda', () => {
  it("keeps the package's flags but those that relax the same-origin policy and mixed content", async () => {
    // Act
    const launch = await lambdaChromium();

    // Assert
    expect(launch.args).toEqual(
      chromium.args.filter((flag) => flag !== '--disable-web-security' && flag !== '--allow-running-insecure-content'),
    );
    expect(chromium.args).toEqual(
      expect.arrayContaining(['--disable-web-security', '--allow-running-insecure-content', '--single-process']),
    );
  });
});
