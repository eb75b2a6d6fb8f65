import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { FORM_TOKEN_PATH } from "~/contact/contact-rules";

/** A fresh copy of the module each test: it remembers the page's token. */
const load = () => import("~/islands/contact-form/form-token");

let answers: (() => Promise<Response>)[];
const fetchToken = vi.fn<(url: string, init?: RequestInit) => Promise<Response>>(() =>
  (answers.shift() ?? (async () => Response.json({ formToken: "signed", readyInMs: 0 })))(),
);

beforeEach(() => {
  vi.resetModules();
  vi.useFakeTimers();
  answers = [];
  vi.stubGlobal("fetch", fetchToken);
});

afterEach(() => vi.useRealTimers());

describe("the form's signed timestamp", () => {
  it("is asked for as the form opens, and a send waits out what is left of the minimum", async () => {
    answers.push(async () => Response.json({ formToken: "signed", readyInMs: 3000 }));
    const { formTokenReady, requestFormToken } = await load();
    requestFormToken();
    expect(fetchToken).toHaveBeenCalledWith(FORM_TOKEN_PATH, { credentials: "same-origin", cache: "no-store" });

    await vi.advanceTimersByTimeAsync(1000);
    let ready = false;
    let value = "";
    void formTokenReady().then((token) => {
      ready = true;
      value = token;
    });
    await vi.advanceTimersByTimeAsync(1900);
    expect(ready).toBe(false);
    await vi.advanceTimersByTimeAsync(200);
    expect(ready).toBe(true);
    expect(value).toBe("signed");
    expect(fetchToken).toHaveBeenCalledTimes(1);
  });

  it("is asked for again by the send when the first request failed, and the send fails if that fails too", async () => {
    answers.push(async () => Promise.reject(new TypeError("Failed to fetch")));
    answers.push(async () => Response.json({ formToken: "second", readyInMs: 0 }));
    const { formTokenReady, requestFormToken } = await load();
    requestFormToken();
    await expect(formTokenReady()).resolves.toBe("second");
    expect(fetchToken).toHaveBeenCalledTimes(2);

    vi.resetModules();
    const fresh = await load();
    answers.push(async () => new Response("down", { status: 503 }));
    answers.push(async () => new Response("down", { status: 503 }));
    await expect(fresh.formTokenReady()).rejects.toThrow(`${FORM_TOKEN_PATH} answered 503`);
  });

  it("never waits longer than ten seconds, whatever the answer says", async () => {
    answers.push(async () => Response.json({ formToken: "signed", readyInMs: 3_600_000 }));
    const { formTokenReady } = await load();
    let ready = false;
    void formTokenReady().then(() => (ready = true));
    await vi.advanceTimersByTimeAsync(10_001);
    expect(ready).toBe(true);
  });
});
