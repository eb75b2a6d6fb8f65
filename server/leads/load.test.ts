// @vitest-environment node
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, expect, it } from "vitest";
import { MIN_FILL_MS } from "./form-token";
import { writeLeadBuild } from "../../tests/support/lead-build";
import {
  formTokens,
  postForm,
  sendLead,
  startServerProcess,
  type ServerProcess,
} from "../../tests/support/server-process";
import { startSmtpTestServer, type TestSmtpServer } from "../../tests/support/smtp-test-server";
import { openLeadStore } from "./store";

/*
 * A bounded load on loopback: 30 s of 10 leads a second from 10 visitors (each its own 127.0.0.x address, one lead a
 * second, within the rate limit), four in five through the form's script and one in five posted without
 * JavaScript, into `npm start` and on to a real SMTP server. Every 200 must be one stored lead and one email.
 */

const SECONDS = 30;
const PER_SECOND = 10;
const VISITORS = Array.from({ length: 10 }, (_, i) => `127.0.0.${i + 2}`);

let dir: string;
let buildDir: string;
let smtp: TestSmtpServer;
let server: ServerProcess;

beforeAll(async () => {
  dir = mkdtempSync(path.join(tmpdir(), "leads-load-"));
  buildDir = await writeLeadBuild();
  smtp = await startSmtpTestServer();
  server = await startServerProcess({
    BUILD_DIR: buildDir,
    DATA_DIR: path.join(dir, "data"),
    SMTP_URL: smtp.url,
    // One a second from each visitor is 60 a minute: the limit is above it, as a real visitor's pace is.
    CONTACT_RATE_LIMIT: "90",
  });
});

afterAll(async () => {
  server.child.kill("SIGKILL");
  await server.exited;
  await smtp.close();
  rmSync(dir, { recursive: true, force: true });
  rmSync(buildDir, { recursive: true, force: true });
});

it(
  `${SECONDS} s at ${PER_SECOND} leads a second: every 200 is one stored lead and one email`,
  { timeout: 120_000 },
  async () => {
    // A token for each send (a send spends its own), each asked for from the address that sends with it.
    const tokens = await formTokens(server.url, SECONDS * PER_SECOND, VISITORS);
    await new Promise((resolve) => setTimeout(resolve, MIN_FILL_MS));

    const statuses: number[] = [];
    const failures: string[] = [];
    const sends: Promise<void>[] = [];
    for (let i = 0; i < SECONDS * PER_SECOND; i += 1) {
      const visitor = i % VISITORS.length;
      const name = `Load Visitor ${i}`;
      const localAddress = VISITORS[visitor];
      const request =
        i % 5 === 4
          ? postForm(server.url, name, localAddress)
          : sendLead(server.url, name, { token: tokens[i] ?? "", ...(localAddress ? { localAddress } : {}) });
      sends.push(
        request.then(
          (reply) => void statuses.push(reply.status),
          (error: Error) => void failures.push(error.message),
        ),
      );
      await new Promise((resolve) => setTimeout(resolve, 1000 / PER_SECOND));
    }
    await Promise.all(sends);

    expect(failures).toEqual([]);
    const ok = statuses.filter((status) => status === 200).length;
    expect(statuses.filter((status) => status !== 200)).toEqual([]);

    const store = openLeadStore(path.join(dir, "data"), { messageIdDomain: "test.example" });
    try {
      const deadline = Date.now() + 60_000;
      while (store.counts().sent < ok && Date.now() < deadline)
        await new Promise((resolve) => setTimeout(resolve, 200));
      const counts = store.counts();
      await smtp.waitForMails(ok, 5_000);
      await new Promise((resolve) => setTimeout(resolve, 1_000));
      const messageIds = new Set(smtp.mails.map((mail) => mail.messageId));
      expect({
        answered200: ok,
        stored: store.all().length,
        sent: counts.sent,
        spam: counts.spam,
        emails: smtp.mails.length,
        distinctEmails: messageIds.size,
      }).toEqual({
        answered200: SECONDS * PER_SECOND,
        stored: ok,
        sent: ok,
        spam: 0,
        emails: ok,
        distinctEmails: ok,
      });
    } finally {
      store.close();
    }
  },
);
