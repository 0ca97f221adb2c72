import { once } from 'node:events';
import { createServer, type AddressInfo, type Server, type Socket } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { SmtpSender } from '#functions/lib/adapters/mail/smtp-sender.ts';
import { decodedBody, leaves, parseMime } from './mime-parts.ts';

/** What a plain SMTP server (no TLS, no auth) received: the envelope and the message's bytes. */
interface Received {
  from: string;
  to: string[];
  data: string;
}

/** A minimal SMTP server speaking just what a client sending one mail needs, recording what it received. */
async function smtpServer(): Promise<{ server: Server; port: number; received: Received[] }> {
  const received: Received[] = [];
  const server = createServer((socket: Socket) => {
    let buffer = '';
    let inData = false;
    let current: Received = { from: '', to: [], data: '' };
    socket.write('220 test ESMTP\r\n');
    socket.on('data', (chunk) => {
      buffer += chunk.toString('latin1');
      let end: number;
      while ((end = buffer.indexOf(inData ? '\r\n.\r\n' : '\r\n')) >= 0) {
        if (inData) {
          current.data = buffer.slice(0, end + 2);
          buffer = buffer.slice(end + 5);
          inData = false;
          received.push(current);
          current = { from: '', to: [], data: '' };
          socket.write('250 queued as 1\r\n');
          continue;
        }
        const line = buffer.slice(0, end);
        buffer = buffer.slice(end + 2);
        const verb = line.slice(0, 4).toUpperCase();
        const address = /<(.*)>/.exec(line)?.[1] ?? '';
        if (verb === 'MAIL') current.from = address;
        if (verb === 'RCPT') current.to.push(address);
        if (verb === 'DATA') inData = true;
        if (verb === 'QUIT') socket.end('221 bye\r\n');
        else socket.write(verb === 'DATA' ? '354 go on\r\n' : '250 ok\r\n');
      }
    });
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  return { server, port: (server.address() as AddressInfo).port, received };
}

let server: Server | undefined;
afterEach(() => server?.close());

describe('the SMTP mail sender', () => {
  it('hands the mail to the server: every recipient in the envelope, the attachment in the message', async () => {
    // Arrange
    const smtp = await smtpServer();
    server = smtp.server;
    const sender = new SmtpSender({ host: '127.0.0.1', port: smtp.port, starttls: false, from: 'reports@skyset.test' });

    // Act
    const { messageId } = await sender.send({
      to: ['ana@example.com'],
      cc: ['bo@example.com'],
      bcc: ['secret@example.com'],
      subject: 'Daily',
      html: '<p>Daily</p>',
      text: 'Daily',
      attachments: [
        {
          filename: 'Daily.xlsx',
          contentType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
          content: Buffer.from('PK\u0003\u0004xlsx'),
        },
      ],
    });

    // Assert
    expect(smtp.received.map(({ from, to }) => ({ from, to }))).toEqual([
      { from: 'reports@skyset.test', to: ['ana@example.com', 'bo@example.com', 'secret@example.com'] },
    ]);
    const message = parseMime(smtp.received[0]!.data);
    expect(message.headers).toMatchObject({
      subject: 'Daily',
      'message-id': messageId,
      to: 'ana@example.com',
      cc: 'bo@example.com',
    });
    expect(Object.keys(message.headers)).not.toContain('bcc');
    const file = leaves(message).find(
      (part) => part.headers['content-disposition'] === 'attachment; filename=Daily.xlsx',
    );
    expect(decodedBody(file!).toString('latin1')).toBe('PK\u0003\u0004xlsx');
  });
});
