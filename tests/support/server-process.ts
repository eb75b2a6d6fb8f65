import { spawn, type ChildProcess } from "node:child_process";
import { request } from "node:http";
import path from "node:path";
import type { ContactSubmission } from "~/contact/contact-fields";
import { CONTACT_SEND_PATH, FORM_TOKEN_FIELD, FORM_TOKEN_PATH } from "~/contact/contact-rules";
import { makeFields } from "~/test/lead-factory";

/*
 * `npm start` as a process of its own, for the tests that kill it (SIGKILL) or load it and for `npm run bench:leads`,
 * and HTTP from chosen loopback addresses, as several visitors.
 */

const root = path.resolve(import.meta.dirname, "../..");

/**
 * How every test starts `npm start`'s server: Node with tsx as its import hook, from the project's folder. Through
 * npx or tsx's own launcher a start takes about a second longer, and a test that times a restart would time that.
 */
export function serverCommand(): { command: string; args: string[]; cwd: string } {
  return { command: process.execPath, args: ["--import", "tsx", "server/main.ts"], cwd: root };
}

export type ServerProcess = {
  child: ChildProcess;
  url: string;
  /** Everything it printed. */
  output: () => string;
  /** Resolves when it exits. */
  exited: Promise<number | null>;
};

/**
 * Starts `server/main.ts` on a free loopback port; resolves once it listens. `wrap` runs it through another command
 * (`unshare`, to give it a disk of its own).
 */
export async function startServerProcess(
  env: Record<string, string>,
  { wrap = (command) => command }: { wrap?: (command: string[]) => string[] } = {},
): Promise<ServerProcess> {
  const server = serverCommand();
  const [command = "", ...args] = wrap([server.command, ...server.args]);
  const child = spawn(command, args, {
    cwd: server.cwd,
    env: { ...process.env, HOST: "127.0.0.1", PORT: "0", NO_BUILD: "1", ...env },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  child.stdout?.on("data", (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on("data", (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.once("exit", (code) => resolve(code)));
  const deadline = Date.now() + 60_000;
  for (;;) {
    const url = /Server listening at (http:\/\/127\.0\.0\.1:\d+)/.exec(output)?.[1];
    if (url) return { child, url, output: () => output, exited };
    if (child.exitCode !== null || Date.now() > deadline) throw new Error(`the server did not start:\n${output}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

export type Reply = { status: number; body: string; headers: Record<string, string | string[] | undefined> };

/** One HTTP request from `localAddress` (any 127.x.y.z on Linux), so a test can be several visitors. */
export function send(
  url: string,
  {
    method = "GET",
    body,
    headers = {},
    localAddress = "127.0.0.1",
  }: {
    method?: string;
    body?: string;
    headers?: Record<string, string>;
    localAddress?: string;
  },
): Promise<Reply> {
  return new Promise((resolve, reject) => {
    const req = request(url, { method, headers, localAddress, agent: false }, (res) => {
      let text = "";
      res.on("data", (chunk: Buffer) => (text += chunk.toString()));
      res.on("end", () => resolve({ status: res.statusCode ?? 0, body: text, headers: res.headers }));
      res.on("error", reject);
    });
    req.on("error", reject);
    req.end(body);
  });
}

/** Opens the form as the script does: the signed timestamp. */
export async function formToken(base: string, localAddress = "127.0.0.1"): Promise<string> {
  const reply = await send(`${base}${FORM_TOKEN_PATH}`, { localAddress });
  const token = reply.status === 200 ? (JSON.parse(reply.body) as { formToken?: unknown }).formToken : undefined;
  if (typeof token !== "string") throw new Error(`no token: ${reply.status} ${reply.body}`);
  return token;
}

/** `count` tokens, as that many visitors opening the form get them (each spent by one send), 50 asked at a time. */
export async function formTokens(base: string, count: number, localAddresses = ["127.0.0.1"]): Promise<string[]> {
  const tokens: string[] = [];
  while (tokens.length < count) {
    const batch = Math.min(50, count - tokens.length);
    const offset = tokens.length;
    tokens.push(
      ...(await Promise.all(
        Array.from({ length: batch }, (_, i) =>
          formToken(base, localAddresses[(offset + i) % localAddresses.length] ?? "127.0.0.1"),
        ),
      )),
    );
  }
  return tokens;
}

/** The fields of a lead named `name`, as the form posts them. */
export function leadFields(name: string): ContactSubmission {
  return makeFields({
    name,
    email: "visitor@example.org",
    serviceInterest: "collaboration-events",
    timeline: "quarter",
    challenge: `${name} needs forty partners to agree on one plan.`,
  });
}

/** The form script's send of a lead named `name`: the form's fields and a signed token, asking for JSON. */
export function sendLead(
  base: string,
  name: string,
  { token, localAddress }: { token: string; localAddress?: string },
): Promise<Reply> {
  return send(`${base}${CONTACT_SEND_PATH}`, {
    method: "POST",
    body: new URLSearchParams({ ...leadFields(name), [FORM_TOKEN_FIELD]: token }).toString(),
    headers: {
      "content-type": "application/x-www-form-urlencoded",
      accept: "application/json",
      "sec-fetch-site": "same-origin",
      origin: base,
    },
    ...(localAddress ? { localAddress } : {}),
  });
}

/** The form posted without JavaScript, from this site's own page. */
export function postForm(base: string, name: string, localAddress?: string): Promise<Reply> {
  const fields = new URLSearchParams(
    makeFields({ name, email: "visitor@example.org", challenge: `${name} needs forty partners to agree on one plan.` }),
  );
  return send(`${base}${CONTACT_SEND_PATH}`, {
    method: "POST",
    body: fields.toString(),
    headers: { "content-type": "application/x-www-form-urlencoded", "sec-fetch-site": "same-origin", origin: base },
    ...(localAddress ? { localAddress } : {}),
  });
}
