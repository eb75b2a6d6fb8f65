import Bowser from "bowser";

/*
 * A session's browser and device in a few words, from the User-Agent it was started with (npm bowser), so a person
 * can tell their sessions apart: "Firefox on Windows", "Safari on iPhone".
 */

/** "Chrome on macOS", "Safari on iPhone", "Firefox on Linux"; "An unknown browser" when it says nothing usable. */
export function deviceSummary(userAgent: string): string {
  if (!userAgent.trim()) return "An unknown browser";
  const { browser, os, platform } = Bowser.parse(userAgent);
  // A phone or tablet by its model where the User-Agent names it (iPhone, iPad), else by its system.
  const device = platform.model && /^(?:iPhone|iPad|iPod)$/.test(platform.model) ? platform.model : os.name;
  const name = browser.name || "An unknown browser";
  return device ? `${name} on ${device}` : name;
}
