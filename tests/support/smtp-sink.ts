import type { AddressInfo } from "node:net";
import { SMTPServer } from "smtp-server";

export interface ReceivedMail {
  from: string;
  to: string[];
  /** The raw message (headers and MIME parts) as the server received it. */
  raw: string;
}

export interface SmtpSink {
  port: number;
  url: string;
  received: ReceivedMail[];
  /** Starts listening (again) on the same port. */
  start(): Promise<void>;
  stop(): Promise<void>;
}

/** A local SMTP server (smtp-server) that keeps every message it accepts, for tests to read. */
export async function createSmtpSink(port = 0): Promise<SmtpSink> {
  const received: ReceivedMail[] = [];
  let server: SMTPServer | undefined;
  const sink: SmtpSink = {
    port,
    url: "",
    received,
    async start() {
      server = new SMTPServer({
        authOptional: true,
        disabledCommands: ["STARTTLS", "AUTH"],
        logger: false,
        onData(stream, session, callback) {
          const chunks: Buffer[] = [];
          stream.on("data", (chunk: Buffer) => chunks.push(chunk));
          stream.on("end", () => {
            received.push({
              from: session.envelope.mailFrom ? session.envelope.mailFrom.address : "",
              to: session.envelope.rcptTo.map((rcpt) => rcpt.address),
              raw: Buffer.concat(chunks).toString("utf8"),
            });
            callback();
          });
        },
      });
      await new Promise<void>((resolve, reject) => {
        server!.once("error", reject);
        server!.listen(sink.port, "127.0.0.1", () => resolve());
      });
      sink.port = (server.server.address() as AddressInfo).port;
      sink.url = `smtp://127.0.0.1:${sink.port}`;
    },
    async stop() {
      const current = server;
      server = undefined;
      if (current) await new Promise<void>((resolve) => current.close(() => resolve()));
    },
  };
  await sink.start();
  return sink;
}

/** Decodes the quoted-printable and base64 text parts enough to search them for words. */
export function readableParts(raw: string): string {
  const softBreaks = raw.replace(/=\r?\n/g, "");
  const qp = softBreaks.replace(/=([0-9A-F]{2})/g, (_m, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)));
  try {
    return Buffer.from(qp, "latin1").toString("utf8");
  } catch {
    return qp;
  }
}
