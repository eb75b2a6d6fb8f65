import { chromium } from "@playwright/test";
const base = process.env.BASE ?? "http://127.0.0.1:3107";
const paths = process.argv.slice(2);
const browser = await chromium.launch({ executablePath: "/usr/bin/chromium", args: ["--no-sandbox", "--disable-gpu"] });
for (const width of [390, 1280]) {
  const page = await browser.newPage({ viewport: { width, height: 800 } });
  page.on("console", (m) => { if (m.type() === "error" || m.type() === "warning") console.log(width, m.type(), m.text().slice(0, 300)); });
  await page.addInitScript(() => document.addEventListener("securitypolicyviolation", (e) => console.error(`VIOLATION ${e.violatedDirective} ${e.blockedURI} ${e.sample}`)));
  for (const p of paths) {
    await page.goto(base + p);
    await page.waitForFunction(() => document.documentElement.dataset.hydrated === "true");
    if (width === 390) {
      await page.getByRole("button", { name: "Open menu" }).click();
      await page.waitForTimeout(500);
      console.log("body style", await page.evaluate(() => [document.body.getAttribute("style"), [...document.querySelectorAll("style")].map(s=>s.textContent?.slice(0,120))]));
      await page.keyboard.press("Escape");
    } else {
      await page.getByRole("button", { name: "Our Capabilities" }).hover();
      await page.waitForTimeout(800);
    }
  }
}
await browser.close();
