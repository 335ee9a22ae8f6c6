import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

/** What the sink counts of one accepted message: no parsing beyond the headers, so counting stays cheap. */
export interface SunkMail {
  messageId: string;
  recipients: string[];
  /** The message carries a PDF attachment. */
  pdf: boolean;
  bytes: number;
}

/**
 * A real SMTP server (smtp-server) the workers deliver to: it accepts every message and keeps its
 * Message-ID, envelope recipients and whether a PDF rides along, so the load test can say whether each
 * expected mail arrived exactly once.
 */
export async function startMailSink() {
  const received: SunkMail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    size: 30 * 1024 * 1024,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', () => {
        const message = Buffer.concat(chunks);
        const headerEnd = message.indexOf('\r\n\r\n');
        const headers = message
          .subarray(0, headerEnd < 0 ? message.length : headerEnd)
          .toString('latin1')
          .replace(/\r\n[ \t]+/g, ' ');
        const messageId = /^message-id:\s*(\S+)/im.exec(headers)?.[1] ?? '';
        received.push({
          messageId,
          recipients: session.envelope.rcptTo.map((r) => r.address.toLowerCase()),
          pdf: /content-type:\s*application\/pdf/i.test(message.toString('latin1')),
          bytes: message.length,
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
