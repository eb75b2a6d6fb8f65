import { createServer, type IncomingHttpHeaders, type Server, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { setTimeout as sleep } from "node:timers/promises";
import { Webhook } from "standardwebhooks";

/*
 * A real webhook receiver for the tests, on loopback: it checks every request's signature with npm standardwebhooks'
 * own verify (as a receiver following the specification would), keeps what it verified by webhook-id (dropping a
 * repeat, as the specification tells receivers to), and can be down (connections refused), answer any status, or
 * never answer.
 */

export type ReceivedWebhook = {
  headers: IncomingHttpHeaders;
  body: string;
  /** The signature checked out with the receiver's secret (always false without a secret: Slack). */
  verified: boolean;
  /** What verify threw, when it did. */
  problem: string | null;
};

/** "ok": 200; a number: that status; "hang": no answer at all. */
export type ReceiverMode = "ok" | "hang" | number;

export type TestWebhookReceiver = Awaited<ReturnType<typeof startWebhookReceiver>>;

export async function startWebhookReceiver({ secret = null }: { secret?: string | null } = {}) {
  const requests: ReceivedWebhook[] = [];
  /** Each verified message once, by webhook-id, in the order first received. */
  const messages = new Map<string, ReceivedWebhook>();
  let mode: ReceiverMode = "ok";
  let listening: Server | null = null;
  let port = 0;
  const hanging = new Set<ServerResponse>();

  const handle = (headers: IncomingHttpHeaders, body: string, response: ServerResponse) => {
    let verified = false;
    let problem: string | null = null;
    if (secret) {
      try {
        new Webhook(secret).verify(body, {
          "webhook-id": String(headers["webhook-id"] ?? ""),
          "webhook-timestamp": String(headers["webhook-timestamp"] ?? ""),
          "webhook-signature": String(headers["webhook-signature"] ?? ""),
        });
        verified = true;
      } catch (error) {
        problem = error instanceof Error ? error.message : String(error);
      }
    }
    const received = { headers, body, verified, problem };
    requests.push(received);
    if (mode === "hang") {
      hanging.add(response);
      return;
    }
    const status = mode === "ok" ? 200 : mode;
    if (status >= 200 && status < 300 && verified) {
      const id = String(headers["webhook-id"]);
      if (!messages.has(id)) messages.set(id, received);
    }
    response.writeHead(status, { "content-type": "text/plain" }).end(status === 200 ? "ok" : `answered ${status}`);
  };

  async function up() {
    if (listening) return;
    const server = createServer((request, response) => {
      let body = "";
      request.setEncoding("utf8");
      request.on("data", (chunk: string) => (body += chunk));
      request.on("end", () => handle(request.headers, body, response));
    });
    await new Promise<void>((resolve, reject) => {
      server.once("error", reject);
      server.listen(port, "127.0.0.1", () => resolve());
    });
    port = (server.address() as AddressInfo).port;
    listening = server;
  }

  /** Stops listening: connections are refused until `up()`. */
  async function down() {
    const server = listening;
    listening = null;
    for (const response of hanging) response.destroy();
    hanging.clear();
    if (!server) return;
    server.closeAllConnections();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  }

  await up();

  return {
    get url() {
      return `http://127.0.0.1:${port}/hooks/leads`;
    },
    requests,
    messages,
    up,
    down,
    setMode(next: ReceiverMode) {
      mode = next;
    },
    /** Resolves once `count` distinct verified messages have arrived; rejects after `timeoutMs`. */
    async waitForMessages(count: number, timeoutMs = 10_000) {
      const deadline = Date.now() + timeoutMs;
      while (messages.size < count) {
        if (Date.now() > deadline) throw new Error(`${messages.size} of ${count} webhooks arrived in ${timeoutMs} ms`);
        await sleep(20);
      }
      return [...messages.values()];
    },
    close: down,
  };
}
