import "@testing-library/jest-dom/vitest";
import { cleanup } from "@testing-library/react";
import { ReadableStream } from "node:stream/web";
import { afterEach, beforeEach, vi } from "vitest";

// jsdom loads undici, which reads Node's ReadableStream as a global when it loads. A test that makes a jsdom of its
// own (src/test/widget-script.ts) loads it inside the site project's jsdom window (vmThreads), which has none.
globalThis.ReadableStream ??= ReadableStream as typeof globalThis.ReadableStream;

// An unexpected console.error is a bug: fail the test that caused it.
// A test that expects one replaces the spy with its own and asserts on it.
beforeEach(() => {
  vi.spyOn(console, "error").mockImplementation((...args: unknown[]) => {
    throw new Error(`Unexpected console.error: ${args.map(String).join(" ")}`);
  });
});

afterEach(() => cleanup());
