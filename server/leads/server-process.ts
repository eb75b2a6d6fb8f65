import { spawn, type ChildProcess } from "node:child_process";
import { request } from "node:http";
import path from "node:path";
import { CONTACT_SEND_PATH, FORM_TOKEN_PATH } from "~/contact/contact-rules";
import { site } from "~/content/site";
import { SEND_PATH } from "./emailjs-request";
import { FORM_TOKEN_COOKIE } from "./form-token";

/*
 * `npm start` as a process of its own, for the tests that kill it (SIGKILL) or load it and for `npm run bench:leads`,
 * and HTTP from chosen loopback addresses, as several visitors.
 */

const root = path.resolve(import.meta.dirname, "../..");

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
  const [command = "", ...args] = wrap([process.execPath, "--import", "tsx", "server/main.ts"]);
  const child = spawn(command, args, {
    cwd: root,
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

/** Opens the form as the script does: the signed timestamp's cookie header. */
export async function formToken(base: string, localAddress = "127.0.0.1"): Promise<string> {
  const reply = await send(`${base}${FORM_TOKEN_PATH}`, { localAddress });
  const cookie = ([] as string[])
    .concat(reply.headers["set-cookie"] ?? [])
    .find((line) => line.startsWith(`${FORM_TOKEN_COOKIE}=`));
  if (!cookie) throw new Error(`no token: ${reply.status} ${reply.body}`);
  return cookie.split(";")[0] ?? "";
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

/** The form script's send (EmailJS's request) of a lead named `name`. */
export function sendLead(
  base: string,
  name: string,
  { cookie, localAddress }: { cookie: string; localAddress?: string },
): Promise<Reply> {
  const payload = {
    lib_version: "4.4.1",
    user_id: "local-stand-in",
    service_id: site.emailjs.serviceId,
    template_id: site.emailjs.templateId,
    template_params: {
      from_name: name,
      from_email: "visitor@example.org",
      company: "Analytical Engines",
      title: "",
      service_interest: "collaboration-events",
      timeline: "quarter",
      challenge: `${name} needs forty partners to agree on one plan.`,
      message: "",
      to_email: site.emailjs.recipient,
    },
  };
  return send(`${base}${SEND_PATH}`, {
    method: "POST",
    body: JSON.stringify(payload),
    headers: { "content-type": "application/json", cookie },
    ...(localAddress ? { localAddress } : {}),
  });
}

/** The form posted without JavaScript, from this site's own page. */
export function postForm(base: string, name: string, localAddress?: string): Promise<Reply> {
  const fields = new URLSearchParams({
    name,
    email: "visitor@example.org",
    company: "Analytical Engines",
    challenge: `${name} needs forty partners to agree on one plan.`,
  });
  return send(`${base}${CONTACT_SEND_PATH}`, {
    method: "POST",
    body: fields.toString(),
    headers: { "content-type": "application/x-www-form-urlencoded", "sec-fetch-site": "same-origin", origin: base },
    ...(localAddress ? { localAddress } : {}),
  });
}
