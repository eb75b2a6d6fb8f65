/** The part of jsdom's API the widget tests use (src/test/widget-script.ts); the package ships no types. */
declare module "jsdom" {
  export class JSDOM {
    constructor(html: string, options?: { url?: string; runScripts?: "outside-only" | "dangerously" });
    readonly window: Window & typeof globalThis;
  }
}
