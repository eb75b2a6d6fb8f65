import { chromium } from "@playwright/test";
const b = await chromium.launch({ executablePath: "/usr/bin/chromium", args: ["--no-sandbox"] });
const page = process.argv[2] ?? "/project-snapshots";
for (const block of [false, true, false, true]) {
  const ctx = await b.newContext({ viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75 });
  const p = await ctx.newPage();
  if (block) await p.route(/assets\/.*\.js$/, (r) => r.abort());
  await p.addInitScript(() => {
    window.__lcp = [];
    new PerformanceObserver((l) => { for (const e of l.getEntries()) window.__lcp.push([Math.round(e.startTime), Math.round(e.loadTime||0), e.element?.tagName, e.url?.slice(-40)]); }).observe({ type: "largest-contentful-paint", buffered: true });
    new PerformanceObserver((l) => { for (const e of l.getEntries()) window.__lcp.push([e.name, Math.round(e.startTime)]); }).observe({ type: "paint", buffered: true });
  });
  await p.goto("http://127.0.0.1:4173" + page);
  await p.waitForTimeout(2500);
  console.log(block ? "scripts blocked" : "scripts on", JSON.stringify(await p.evaluate(() => [window.__lcp, performance.getEntriesByType("navigation")[0].domContentLoadedEventEnd|0, performance.getEntriesByType("navigation")[0].loadEventEnd|0])));
  await ctx.close();
}
await b.close();
