import { afterEach, describe, expect, it } from 'vitest';
import { mailTransport } from '#functions/lib/composition/mail.ts';
import { resetProcessState } from '#functions/lib/once.ts';
import { OutboxSender } from '#functions/lib/adapters/mail/outbox-sender.ts';
import { SesSender } from '#functions/lib/adapters/mail/ses-sender.ts';
import { SmtpSender } from '#functions/lib/adapters/mail/smtp-sender.ts';

const NAMES = ['SMTP_HOST', 'OUTBOX_DIR', 'SKYSET_TARGET'] as const;
const saved = Object.fromEntries(NAMES.map((name) => [name, process.env[name]]));

function useEnvironment(values: Partial<Record<(typeof NAMES)[number], string>>): void {
  for (const name of NAMES) delete process.env[name];
  Object.assign(process.env, values);
  resetProcessState();
}

afterEach(() => {
  for (const [name, value] of Object.entries(saved)) {
    if (value === undefined) delete process.env[name];
    else process.env[name] = value;
  }
  resetProcessState();
});

describe('the report mail transport', () => {
  it.each([
    ['the outbox folder locally', { OUTBOX_DIR: '/tmp/outbox' }, OutboxSender],
    ['SMTP when SMTP_HOST is set', { SMTP_HOST: 'mail.example.com', OUTBOX_DIR: '/tmp/outbox' }, SmtpSender],
    [
      'SMTP in the cloud too when SMTP_HOST is set',
      { SMTP_HOST: 'mail.example.com', SKYSET_TARGET: 'aws' },
      SmtpSender,
    ],
    ['SES v2 in the cloud', { SKYSET_TARGET: 'aws' }, SesSender],
  ])('is %s', async (_case, environment, adapter) => {
    // Arrange
    useEnvironment(environment);

    // Act
    const transport = await mailTransport();

    // Assert
    expect(transport).toBeInstanceOf(adapter);
  });

  it('names the missing setting when the local runtime gave no outbox folder', async () => {
    // Arrange
    useEnvironment({});

    // Act
    const choosing = mailTransport();

    // Assert
    await expect(choosing).rejects.toThrow('OUTBOX_DIR is not set');
  });
});
