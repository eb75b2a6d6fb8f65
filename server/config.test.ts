// @vitest-environment node
import path from "node:path";
import { describe, expect, it } from "vitest";
import { serverConfig } from "./config";

describe("the server's settings", () => {
  it("are the documented defaults when nothing is set, empty counting as unset", () => {
    const config = serverConfig({ PORT: "", SMTP_URL: "  " });
    expect(config).toMatchObject({
      port: 3000,
      host: "0.0.0.0",
      buildDir: path.resolve("build"),
      releasesDir: path.resolve("build.releases"),
      contentDir: path.resolve("content"),
      dataDir: path.resolve(".data"),
      staffArea: true,
      noBuild: false,
      smtpUrl: undefined,
      contactRateLimit: 10,
      leadsRetrySeconds: 60,
      leadsKeepMonths: 24,
    });
  });

  it("read each variable, trimmed, folders resolved", () => {
    const config = serverConfig({
      PORT: " 8080 ",
      BUILD_DIR: "out",
      DATA_DIR: "/srv/data",
      STAFF_AREA: "off",
      SITE_URL: "https://www.example.org/",
      CONTACT_RATE_LIMIT: "3",
    });
    expect(config).toMatchObject({
      port: 8080,
      buildDir: path.resolve("out"),
      releasesDir: path.resolve("out.releases"),
      dataDir: "/srv/data",
      staffArea: false,
      siteUrl: "https://www.example.org",
      contactRateLimit: 3,
    });
  });

  it("refuse a wrong value in one line naming the variable and what it must be", () => {
    expect(() => serverConfig({ PORT: "eighty" })).toThrow('PORT must be a whole number of at least 0, not "eighty"');
    expect(() => serverConfig({ PORT: "70000" })).toThrow("PORT must be at most 65535");
    expect(() => serverConfig({ STAFF_AREA: "no" })).toThrow('STAFF_AREA must be on or off, not "no"');
    expect(() => serverConfig({ SITE_URL: "northbridge" })).toThrow("SITE_URL must be an address");
    for (const value of ["0", "-1", "ten", "1.5"]) {
      expect(() => serverConfig({ CONTACT_RATE_LIMIT: value })).toThrow(/CONTACT_RATE_LIMIT must be/);
    }
    const both = () => serverConfig({ NO_BUILD: "yes", LEADS_KEEP_MONTHS: "0" });
    expect(both).toThrow(/NO_BUILD must be 0 or 1, not "yes"; LEADS_KEEP_MONTHS must be at least 1/);
  });
});
