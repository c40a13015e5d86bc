import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

export type CapturedMail = { to: string[]; raw: string };

/** A real SMTP server on loopback that keeps every message it receives. */
export async function startSmtpCapture() {
  const messages: CapturedMail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      let raw = '';
      stream.on('data', (chunk: Buffer) => (raw += chunk.toString('utf8')));
      stream.on('end', () => {
        messages.push({ to: session.envelope.rcptTo.map((r) => r.address), raw });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.server.address() as AddressInfo).port;
  return {
    url: `smtp://127.0.0.1:${port}`,
    messages,
    /** The first link to this site in the newest message to `to`. */
    linkFor(to: string) {
      const mail = [...messages].reverse().find((m) => m.to.includes(to));
      const unfolded = mail?.raw.replace(/=\r?\n/g, '').replace(/=3D/g, '=');
      return unfolded?.match(/http:\/\/clubfoot\.test\/[^\s]+/)?.[0];
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
