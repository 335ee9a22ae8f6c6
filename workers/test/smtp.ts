import type { AddressInfo } from 'node:net';
import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';

/**
 * A real SMTP server for tests: it parses every message it accepts; `reject` makes it refuse the
 * message data with a temporary failure (451), the way a struggling mail provider does.
 */
export async function startSmtpServer() {
  const received: ParsedMail[] = [];
  // `refuseRecipient`: the server refuses that address, quoting it, as real servers do ('550 <a@b>: no such user').
  const state: { reject: boolean; rejected: number; refuseRecipient?: string } = { reject: false, rejected: 0 };
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onRcptTo(address, _session, callback) {
      if (state.refuseRecipient && address.address.toLowerCase() === state.refuseRecipient.toLowerCase()) {
        callback(Object.assign(new Error(`<${address.address}>: no such user here`), { responseCode: 550 }));
        return;
      }
      callback();
    },
    onData(stream, _session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', () => {
        if (state.reject) {
          state.rejected += 1;
          const err = Object.assign(new Error('Mailbox temporarily unavailable'), { responseCode: 451 });
          callback(err);
          return;
        }
        simpleParser(Buffer.concat(chunks))
          .then((mail) => {
            received.push(mail);
            callback();
          })
          .catch(callback);
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    state,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** The text of a PDF as pdf.js (Firefox's viewer) extracts it. It ignores /ActualText, so Tamil may come out in drawn order: compare Tamil words with pdftotext.ts or pdfium-text.ts. */
export async function pdfText(data: Buffer | Uint8Array): Promise<string> {
  const { extractText, getDocumentProxy } = await import('unpdf');
  const pdf = await getDocumentProxy(new Uint8Array(data));
  const { text } = await extractText(pdf, { mergePages: true });
  return text;
}
