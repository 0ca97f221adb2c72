import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { chooseChromium, DEBIAN_CHROMIUM } from '../../../infra/local/chromium.ts';

const OFFLINE_FLAGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

describe('the Chromium the e2e tests drive', () => {
  it('is CHROMIUM_PATH when set, even when Debian has one', async () => {
    // Arrange
    const env = { CHROMIUM_PATH: '/opt/chrome/chrome' };

    // Act
    const choice = await chooseChromium(env, () => true);

    // Assert
    expect(choice).toEqual({ executablePath: '/opt/chrome/chrome', args: OFFLINE_FLAGS, env: {} });
  });

  it("is Debian's when CHROMIUM_PATH is unset and /usr/bin/chromium exists", async () => {
    // Arrange
    const exists = (path: string) => path === DEBIAN_CHROMIUM;

    // Act
    const choice = await chooseChromium({ CHROMIUM_PATH: '' }, exists);

    // Assert
    expect(choice).toEqual({ executablePath: DEBIAN_CHROMIUM, args: OFFLINE_FLAGS, env: {} });
  });

  it('is the packaged one otherwise: unpacked, with its own libraries and fonts, and no flag that breaks or weakens it', async () => {
    // Arrange
    const env = { LD_LIBRARY_PATH: '/usr/local/lib' };

    // Act
    const choice = await chooseChromium(env, () => false);

    // Assert
    expect(choice.executablePath).toBe(join(tmpdir(), 'chromium'));
    expect(choice.env).toEqual({
      LD_LIBRARY_PATH: `${join(tmpdir(), 'al2023', 'lib')}:/usr/local/lib`,
      FONTCONFIG_PATH: join(tmpdir(), 'fonts'),
    });
    expect(choice.args).toEqual(expect.arrayContaining([...OFFLINE_FLAGS, "--headless='shell'", '--no-zygote']));
    expect(choice.args).not.toEqual(
      expect.arrayContaining([
        expect.stringMatching(/^--(single-process|disable-web-security|allow-running-insecure-content)$/),
      ]),
    );
    expect(new Set(choice.args).size).toBe(choice.args.length);
  });
});
