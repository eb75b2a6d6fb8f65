import { simpleParser, type ParsedMail } from "mailparser";
import { SMTPServer, type SMTPServerSession } from "smtp-server";
import { setTimeout as sleep } from "node:timers/promises";

/*
 * A real SMTP server for the tests (npm smtp-server), on loopback, that parses what it receives with mailparser.
 * It can be down (connections refused), busy (421 at the greeting) or up, as a mail server is in an outage, and
 * can refuse each recipient for good (550) or for now (451).
 */

export type SmtpMode = "up" | "busy" | "refuses" | "defers";

/** What the server says to each recipient in the modes that refuse them. */
export const REFUSALS = {
  refuses: { code: 550, text: "5.1.1 <leads@northbridge.example>: Recipient address rejected: User unknown" },
  defers: { code: 451, text: "4.7.1 Greylisted, please try again in 5 minutes" },
} as const;

export type ReceivedMail = ParsedMail & { envelopeTo: string[] };

export type TestSmtpServer = Awaited<ReturnType<typeof startSmtpTestServer>>;

export async function startSmtpTestServer({
  port = 0,
  beforeAccept,
}: {
  port?: number;
  /** Runs once a message has arrived, before the server says it accepted it (250). */
  beforeAccept?: (mail: ReceivedMail) => void | Promise<void>;
} = {}) {
  const mails: ReceivedMail[] = [];
  let mode: SmtpMode = "up";
  let listening: SMTPServer | null = null;
  let boundPort = port;

  const create = () =>
    new SMTPServer({
      authOptional: true,
      // No certificate to trust on loopback: plain SMTP.
      disabledCommands: ["STARTTLS"],
      logger: false,
      // Down means down: open connections are cut at once rather than after smtp-server's 30 s.
      closeTimeout: 100,
      onConnect(_session: SMTPServerSession, callback: (error?: Error) => void) {
        if (mode === "busy") {
          callback(Object.assign(new Error("Service not available, try again later"), { responseCode: 421 }));
          return;
        }
        callback();
      },
      onRcptTo(_address, _session, callback) {
        if (mode === "refuses" || mode === "defers") {
          const { code, text } = REFUSALS[mode];
          callback(Object.assign(new Error(text), { responseCode: code }));
          return;
        }
        callback();
      },
      onData(stream, session, callback) {
        simpleParser(stream)
          .then(async (parsed) => {
            const mail = Object.assign(parsed, {
              envelopeTo: session.envelope.rcptTo.map((recipient) => recipient.address),
            });
            await beforeAccept?.(mail);
            mails.push(mail);
            callback();
          })
          .catch((error: Error) => callback(error));
      },
    });

  async function up() {
    if (listening) return;
    const server = create();
    await new Promise<void>((resolve, reject) => {
      server.once("error", reject);
      server.listen(boundPort, "127.0.0.1", () => resolve());
    });
    const address = server.server.address();
    if (address && typeof address === "object") boundPort = address.port;
    listening = server;
  }

  /** Stops listening: connections are refused until `up()`. */
  async function down() {
    const server = listening;
    listening = null;
    if (server) await new Promise<void>((resolve) => server.close(() => resolve()));
  }

  await up();

  return {
    get port() {
      return boundPort;
    },
    get url() {
      return `smtp://127.0.0.1:${boundPort}`;
    },
    mails,
    up,
    down,
    setMode(next: SmtpMode) {
      mode = next;
    },
    /** Resolves once `count` messages have arrived; rejects after `timeoutMs`. */
    async waitForMails(count: number, timeoutMs = 10_000): Promise<ReceivedMail[]> {
      const deadline = Date.now() + timeoutMs;
      while (mails.length < count) {
        if (Date.now() > deadline) throw new Error(`${mails.length} of ${count} messages arrived in ${timeoutMs} ms`);
        await sleep(20);
      }
      return mails;
    },
    close: down,
  };
}
