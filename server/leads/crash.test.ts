// @vitest-environment node
import { createServer as createTcpServer, type Server, type Socket } from "node:net";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { MIN_FILL_MS } from "./form-token";
import { writeLeadBuild } from "../../tests/support/lead-build";
import {
  formToken,
  formTokens,
  sendLead,
  startServerProcess,
  type Reply,
  type ServerProcess,
} from "../../tests/support/server-process";
import { startSmtpTestServer, type TestSmtpServer } from "../../tests/support/smtp-test-server";
import { readLeads } from "./store";

/*
 * `npm start` killed with SIGKILL at the worst moments, then started again: no lead that was answered 200 is lost,
 * and none reaches the firm twice.
 */

let dir: string;
let buildDir: string;
let dataDir: string;
let smtp: TestSmtpServer | undefined;
const processes: ServerProcess[] = [];

const storedLeads = () => readLeads(dataDir);

async function start(env: Record<string, string> = {}) {
  const server = await startServerProcess({
    BUILD_DIR: buildDir,
    DATA_DIR: dataDir,
    CONTACT_RATE_LIMIT: "1000",
    LEADS_RETRY_SECONDS: "1",
    ...env,
  });
  processes.push(server);
  return server;
}

async function kill(server: ServerProcess) {
  server.child.kill("SIGKILL");
  await server.exited;
}

async function until(check: () => boolean, timeoutMs = 20_000) {
  const deadline = Date.now() + timeoutMs;
  while (!check()) {
    if (Date.now() > deadline) throw new Error("timed out");
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

beforeEach(async () => {
  dir = mkdtempSync(path.join(tmpdir(), "leads-crash-"));
  dataDir = path.join(dir, "data");
  buildDir = await writeLeadBuild();
});

afterEach(async () => {
  for (const server of processes.splice(0)) {
    server.child.kill("SIGKILL");
    await server.exited;
  }
  await smtp?.close();
  smtp = undefined;
  rmSync(dir, { recursive: true, force: true });
  rmSync(buildDir, { recursive: true, force: true });
});

describe("killed with SIGKILL", () => {
  it("after storing and before sending: after a restart the lead is delivered once", { timeout: 60_000 }, async () => {
    // A mail server that takes the connection and never greets: the send has begun, nothing has been handed over.
    const sockets: Socket[] = [];
    const silent: Server = createTcpServer((socket) => sockets.push(socket));
    await new Promise<void>((resolve) => silent.listen(0, "127.0.0.1", resolve));
    const silentPort = (silent.address() as { port: number }).port;

    const first = await start({ SMTP_URL: `smtp://127.0.0.1:${silentPort}` });
    const token = await formToken(first.url);
    await pause(MIN_FILL_MS);
    expect((await sendLead(first.url, "Crash Before Send", { token })).status).toBe(200);
    await until(() => storedLeads()[0]?.attemptStartedAt !== null);
    await kill(first);
    for (const socket of sockets) socket.destroy();
    silent.close();
    expect(storedLeads()).toEqual([expect.objectContaining({ status: "pending", attempts: 1 })]);

    smtp = await startSmtpTestServer();
    const second = await start({ SMTP_URL: smtp.url });
    await until(() => storedLeads()[0]?.status === "sent");
    await pause(1_500);
    expect(smtp.mails.map((mail) => mail.subject)).toEqual(["Discovery call: Crash Before Send, Analytical Engines"]);
    expect(second.output()).toContain("sending it again with the same Message-ID");
  });

  it(
    "after the mail server accepted and before the lead was marked sent: resent with the same Message-ID",
    { timeout: 60_000 },
    async () => {
      const running: { server?: ServerProcess } = {};
      let killedOnce = false;
      smtp = await startSmtpTestServer({
        // The first message arrives; the process dies before it hears the 250 and can record it.
        beforeAccept: async () => {
          if (killedOnce || !running.server) return;
          killedOnce = true;
          await kill(running.server);
        },
      });
      const server = await start({ SMTP_URL: smtp.url });
      running.server = server;
      const token = await formToken(server.url);
      await pause(MIN_FILL_MS);
      expect((await sendLead(server.url, "Crash After Accept", { token })).status).toBe(200);
      await until(() => killedOnce && smtp!.mails.length === 1);
      const [lead] = storedLeads();
      expect(lead).toMatchObject({ status: "pending" });
      expect(lead?.attemptStartedAt).not.toBeNull();

      await start({ SMTP_URL: smtp.url });
      await until(() => storedLeads()[0]?.status === "sent");
      await pause(1_500);
      // The mail server got it twice under one Message-ID: a mailbox keeps one (and, without the crash, it came once).
      expect(smtp.mails).toHaveLength(2);
      expect(new Set(smtp.mails.map((mail) => mail.messageId))).toEqual(new Set([lead?.messageId]));
    },
  );

  it("during a burst of 200 concurrent posts, loses none of the posts answered 200", { timeout: 90_000 }, async () => {
    const server = await start();
    const tokens = await formTokens(server.url, 200);
    await pause(MIN_FILL_MS);
    const answered = new Map<string, Reply | Error>();
    const posts = Array.from({ length: 200 }, (_, i) => {
      const name = `Burst Visitor ${i}`;
      return sendLead(server.url, name, { token: tokens[i] ?? "" }).then(
        (reply) => void answered.set(name, reply),
        (error: Error) => void answered.set(name, error),
      );
    });
    // Mid-burst: some answered, some not yet.
    await until(() => [...answered.values()].filter((reply) => !(reply instanceof Error)).length >= 40);
    await kill(server);
    await Promise.all(posts);

    const ok = [...answered]
      .filter(([, reply]) => !(reply instanceof Error) && reply.status === 200)
      .map(([name]) => name);
    const stored = new Set(storedLeads().map((lead) => lead.fields.name));
    expect(ok.length).toBeGreaterThanOrEqual(40);
    expect(ok.length).toBeLessThan(200);
    expect(ok.filter((name) => !stored.has(name))).toEqual([]);

    // A restart reads the store as it was left, and goes on taking leads.
    const again = await start();
    const fresh = await formToken(again.url);
    await pause(MIN_FILL_MS);
    expect((await sendLead(again.url, "After The Crash", { token: fresh })).status).toBe(200);
    expect(storedLeads().filter((lead) => lead.status === "pending").length).toBe(stored.size + 1);
  });
});
