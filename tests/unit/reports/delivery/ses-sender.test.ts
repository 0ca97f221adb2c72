import { SendEmailCommand, SESv2Client } from '@aws-sdk/client-sesv2';
import { mockClient } from 'aws-sdk-client-mock';
import { afterEach, describe, expect, it } from 'vitest';
import { SesSender } from '#functions/lib/adapters/mail/ses-sender.ts';
import { decodedBody, leaves, parseMime } from './mime-parts.ts';

const ses = mockClient(SESv2Client);
afterEach(() => ses.reset());

const PDF = Buffer.from('%PDF-1.7 report');

describe('the SES v2 mail sender', () => {
  it('sends the composed MIME message as raw content, recipients in the envelope and no Bcc header', async () => {
    // Arrange
    ses.on(SendEmailCommand).resolves({ MessageId: '0100018d-ses-id' });
    const sender = new SesSender({ client: new SESv2Client({ region: 'us-east-1' }), from: 'reports@skyset.example' });

    // Act
    const answer = await sender.send({
      to: ['ana@example.com'],
      cc: [],
      bcc: ['secret@example.com'],
      subject: 'Weekly',
      html: '<p>Weekly</p>',
      text: 'Weekly',
      attachments: [{ filename: 'Weekly.pdf', contentType: 'application/pdf', content: PDF }],
    });

    // Assert
    expect(answer).toEqual({ messageId: '0100018d-ses-id' });
    const calls = ses.commandCalls(SendEmailCommand);
    expect(calls).toHaveLength(1);
    const input = calls[0]!.args[0].input;
    expect({ ...input, Content: undefined }).toEqual({
      FromEmailAddress: 'reports@skyset.example',
      Destination: { ToAddresses: ['ana@example.com'], CcAddresses: [], BccAddresses: ['secret@example.com'] },
      Content: undefined,
    });
    const message = parseMime(Buffer.from(input.Content!.Raw!.Data!).toString('latin1'));
    expect(message.headers).toMatchObject({ from: 'reports@skyset.example', to: 'ana@example.com', subject: 'Weekly' });
    expect(Object.keys(message.headers)).not.toContain('bcc');
    const pdf = leaves(message).find((part) => part.headers['content-type'] === 'application/pdf; name=Weekly.pdf');
    expect(pdf?.headers['content-disposition']).toBe('attachment; filename=Weekly.pdf');
    expect(decodedBody(pdf!)).toEqual(PDF);
  });

  it('fails with a sentence when SES refuses the mail', async () => {
    // Arrange
    ses
      .on(SendEmailCommand)
      .rejects(Object.assign(new Error('Email address is not verified.'), { name: 'MessageRejected' }));
    const sender = new SesSender({ client: new SESv2Client({ region: 'us-east-1' }), from: 'reports@skyset.example' });

    // Act
    const sending = sender.send({
      to: ['ana@example.com'],
      cc: [],
      bcc: [],
      subject: 'Weekly',
      html: '',
      text: '',
      attachments: [],
    });

    // Assert
    await expect(sending).rejects.toThrow('Email address is not verified.');
  });
});
