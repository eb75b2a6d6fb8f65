import type { Locator, Page } from "@playwright/test";
import { caseStudyPages } from "~/content/case-studies";
import { imageById } from "~/content/images";
import { loadTestimonials, readCaseStudies, readPage } from "~/content/content-files";
import type { Action, Stat } from "~/content/story.schema";
import { bandedPage, bandOf, homeBands } from "~/test/page-bands";
import { expectNoAxeViolations } from "./axe";
import { expect, test } from "./fixtures";

const home = homeBands(readPage("home"));

// The service pages' bands, as their files in content/pages/ list them.
const capabilities = {
  ...bandedPage(readPage("capabilities")),
  services: bandOf(readPage("capabilities"), "services"),
  testimonial: bandOf(readPage("capabilities"), "quote").testimonial,
  whyChoose: (({ cards, ...heading }) => ({ ...heading, pillars: cards }))(bandOf(readPage("capabilities"), "cards")),
};
const events = {
  ...bandedPage(readPage("events")),
  howWeWork: bandOf(readPage("events"), "steps"),
  roiLosses: bandOf(readPage("events"), "figures"),
  offerings: bandOf(readPage("events"), "cards"),
};
const experiences = {
  ...bandedPage(readPage("experiences")),
  howWeWork: bandOf(readPage("experiences"), "steps"),
  deliverables: bandOf(readPage("experiences"), "pictures"),
};
const approach = {
  ...bandedPage(readPage("approach")),
  keyElements: bandOf(readPage("approach"), "cards"),
  benefits: (({ points, ...heading }) => ({ ...heading, items: points }))(bandOf(readPage("approach"), "points")),
  services: (({ links, ...heading }) => ({ ...heading, actions: links }))(bandOf(readPage("approach"), "links")),
};
const impact = {
  ...bandedPage(readPage("impact")),
  testimonial: (({ testimonial, links: [link] = [] }) => {
    if (!link) throw new Error("content/pages/impact.yaml: the quote's link");
    return { quote: testimonial, link };
  })(bandOf(readPage("impact"), "quote")),
  caseStudies: bandOf(readPage("impact"), "caseStudies"),
  different: bandOf(readPage("impact"), "cards"),
};
const channels = bandOf(readPage("communications"), "audiences");
const [internal, external] = channels.channels;
if (!internal || !external) throw new Error("content/pages/communications.yaml: two audiences");
const communications = {
  ...bandedPage(readPage("communications")),
  howWeWork: bandOf(readPage("communications"), "steps"),
  statistics: bandOf(readPage("communications"), "figures"),
  channels: { heading: channels.heading, internal, external },
  deliverables: bandOf(readPage("communications"), "cards", "deliverables"),
  workWithUs: (({ cards, ...heading }) => ({ ...heading, points: cards }))(
    bandOf(readPage("communications"), "cards", "work-with-us"),
  ),
};

/** A testimonial the copy quotes by id, as content/testimonials.yaml gives it. */
function quoted(id: string) {
  const testimonial = loadTestimonials().entries.find((entry) => entry.id === id);
  if (!testimonial) throw new Error(`content/testimonials.yaml has no "${id}"`);
  return testimonial;
}

/*
 * These tests read what the story pages say, and follow links (which need no script): they load each page as
 * served, without the phone profile that the tests acting on scripted controls apply (fixtures.ts, visit()).
 */

/** Each story page, its copy and the call to action its hero leads with. */
const STORY_PAGES = [
  { path: "/", copy: readPage("home"), action: home.hero.actions[0] },
  { path: "/capabilities", copy: readPage("capabilities"), action: capabilities.hero.action },
  { path: "/events", copy: readPage("events"), action: events.hero.action },
  { path: "/experiences", copy: readPage("experiences"), action: experiences.hero.action },
  { path: "/communications", copy: readPage("communications"), action: communications.hero.action },
  { path: "/approach", copy: readPage("approach"), action: approach.hero.action },
  { path: "/impact", copy: readPage("impact"), action: impact.hero.action },
];

function band(page: Page, heading: string): Locator {
  return page.getByRole("region", { name: heading });
}

async function expectHeadings(scope: Page | Locator, level: 2 | 3, names: string[]) {
  for (const name of names) await expect(scope.getByRole("heading", { level, name, exact: true })).toBeVisible();
}

async function expectLink(scope: Page | Locator, name: string | RegExp, href: string) {
  await expect(scope.getByRole("link", { name, exact: typeof name === "string" }).first()).toHaveAttribute(
    "href",
    href,
  );
}

async function expectActions(scope: Page | Locator, actions: Action[]) {
  for (const action of actions) await expectLink(scope, action.label, action.href);
}

/** A statistic card shows its figure, what it measures and its source; how it was measured opens on request. */
async function expectStatistics(page: Page, heading: string, stats: Stat[]) {
  const region = band(page, heading);
  await expect(region.getByRole("listitem")).toHaveCount(stats.length);
  for (const stat of stats) {
    const card = region.getByRole("listitem").filter({ hasText: stat.figure });
    await expect(card.getByText(stat.figure, { exact: true })).toBeVisible();
    await expect(card.getByText(stat.label)).toBeVisible();
    await expect(card.getByText(stat.source)).toBeVisible();
    await expect(card.getByText(stat.method)).toBeHidden();
    await card.getByText("How this was measured").click();
    await expect(card.getByText(stat.method)).toBeVisible();
  }
}

test.describe("story pages", () => {
  test("home: capabilities, testimonials, pain points, Collaborative Intelligence, mission and closing call", async ({
    page,
  }) => {
    await page.goto("/");
    const capabilitiesBand = band(page, home.capabilities.heading);
    for (const card of home.capabilities.cards) {
      await expect(capabilitiesBand.getByRole("heading", { level: 3, name: card.title })).toBeVisible();
      await expectLink(capabilitiesBand, card.linkLabel, card.href);
    }
    // The card art is decorative: the title says what the card is.
    await expect(capabilitiesBand.locator("img[alt='']")).toHaveCount(home.capabilities.cards.length);

    const testimonials = band(page, home.testimonials.heading);
    await expect(testimonials.getByRole("blockquote")).toHaveCount(home.testimonials.items.length);
    for (const item of home.testimonials.items.map(quoted)) {
      await expect(testimonials.getByText(item.quote)).toBeVisible();
      await expect(testimonials.getByText(item.author, { exact: true })).toBeVisible();
      await expect(testimonials.getByText(item.title, { exact: true })).toBeVisible();
    }

    const painPoints = band(page, home.painPoints.heading);
    await expect(painPoints.getByRole("listitem")).toHaveCount(home.painPoints.items.length);
    await expectHeadings(
      painPoints,
      3,
      home.painPoints.items.map((item) => item.title),
    );

    const ci = band(page, home.collaborativeIntelligence.heading);
    await expectHeadings(
      ci,
      3,
      home.collaborativeIntelligence.pillars.map((pillar) => pillar.title),
    );
    await expectActions(ci, [home.collaborativeIntelligence.action]);

    const mission = band(page, home.mission.heading);
    await expect(mission.getByText(home.mission.statement)).toBeVisible();
    await expectActions(mission, home.mission.links);

    await expectActions(band(page, home.closing.heading), [home.closing.action]);
  });

  test("capabilities: three services landing on each page's #top, a testimonial, Why Choose and the closing call", async ({
    page,
  }) => {
    await page.goto("/capabilities");
    const services = band(page, capabilities.services.heading);
    await expectActions(
      services,
      capabilities.services.blocks.map((block) => block.action),
    );
    await expect(page.getByText(quoted(capabilities.testimonial).quote)).toBeVisible();
    const why = band(page, capabilities.whyChoose.heading);
    await expect(why.getByRole("listitem")).toHaveCount(capabilities.whyChoose.pillars.length);
    await expectHeadings(
      why,
      3,
      capabilities.whyChoose.pillars.map((pillar) => pillar.title),
    );
    await expectActions(band(page, capabilities.closing.heading), [capabilities.closing.action]);

    const experiencesBlock = capabilities.services.blocks.find((block) => block.action.href === "/experiences#top");
    if (!experiencesBlock) throw new Error("no service block leads to /experiences#top");
    await services.getByRole("link", { name: experiencesBlock.action.label }).click();
    await expect(page).toHaveURL(/\/experiences#top$/);
    const top = page.locator("#top");
    await expect(top.getByRole("heading", { level: 1 })).toHaveText(readPage("experiences").heading);
    await expect(top.getByRole("heading", { level: 1 })).toBeInViewport();
  });

  test("events: How We Work, the three ROI losses with sources, the offerings and a closing call", async ({ page }) => {
    await page.goto("/events#top");
    await expect(page.locator("#top").getByRole("heading", { level: 1 })).toBeInViewport();
    const steps = band(page, events.howWeWork.heading);
    await expect(steps.getByRole("listitem")).toHaveCount(events.howWeWork.steps.length);
    await expectHeadings(
      steps,
      3,
      events.howWeWork.steps.map((step) => step.title),
    );
    await expectStatistics(page, events.roiLosses.heading, events.roiLosses.stats);
    const offerings = band(page, events.offerings.heading);
    await expect(offerings.getByRole("listitem")).toHaveCount(events.offerings.cards.length);
    await expectHeadings(
      offerings,
      3,
      events.offerings.cards.map((card) => card.title),
    );
    await expectActions(band(page, events.closing.heading), [events.closing.action]);
  });

  test("experiences: the steps, every picture with its caption and a contact button", async ({ page }) => {
    await page.goto("/experiences");
    await expect(band(page, experiences.howWeWork.heading).getByRole("listitem")).toHaveCount(
      experiences.howWeWork.steps.length,
    );
    const deliverables = band(page, experiences.deliverables.heading);
    await expect(deliverables.getByRole("figure")).toHaveCount(experiences.deliverables.items.length);
    for (const item of experiences.deliverables.items) {
      const figure = deliverables.getByRole("figure").filter({ hasText: item.title });
      await expect(figure.getByRole("img", { name: imageById(item.image).alt })).toBeVisible();
      await expect(figure.getByText(item.caption)).toBeVisible();
    }
    await expectActions(band(page, experiences.closing.heading), [experiences.closing.action]);
  });

  test("communications: the steps, statistics with sources, inside and out, the formats, work with us", async ({
    page,
  }) => {
    await page.goto("/communications");
    await expect(band(page, communications.howWeWork.heading).getByRole("listitem")).toHaveCount(
      communications.howWeWork.steps.length,
    );
    await expectStatistics(page, communications.statistics.heading, communications.statistics.stats);
    const channels = band(page, communications.channels.heading);
    for (const channel of [communications.channels.internal, communications.channels.external]) {
      await expectHeadings(channels, 3, [channel.title]);
      for (const point of channel.points) await expect(channels.getByText(point, { exact: true })).toBeVisible();
    }
    await expectHeadings(
      band(page, communications.deliverables.heading),
      3,
      communications.deliverables.cards.map((card) => card.title),
    );
    await expect(band(page, communications.workWithUs.heading).getByRole("listitem")).toHaveCount(
      communications.workWithUs.points.length,
    );
    await expectActions(band(page, communications.closing.heading), [communications.closing.action]);
  });

  test("approach: the key elements, the benefits, the three services and a final call to action", async ({ page }) => {
    await page.goto("/approach");
    await expect(band(page, approach.keyElements.heading).getByRole("listitem")).toHaveCount(
      approach.keyElements.cards.length,
    );
    await expect(band(page, approach.benefits.heading).getByRole("listitem")).toHaveCount(
      approach.benefits.items.length,
    );
    await expectActions(band(page, approach.services.heading), approach.services.actions);
    await expectActions(band(page, approach.closing.heading), [approach.closing.action]);
  });

  test("impact: a testimonial with the roster link, every case study, what makes us different, and the way on", async ({
    page,
  }) => {
    await page.goto("/impact");
    await expectActions(band(page, readPage("impact").heading), [impact.hero.action, ...(impact.hero.secondary ?? [])]);
    await expect(page.getByText(quoted(impact.testimonial.quote).quote)).toBeVisible();
    await expectActions(page, [impact.testimonial.link]);

    const studies = band(page, impact.caseStudies.heading);
    for (const study of caseStudyPages(readCaseStudies())) {
      await expect(studies.getByRole("heading", { level: 3, name: study.title })).toBeVisible();
      await expectLink(studies, `${impact.caseStudies.linkLabel} about ${study.title}`, `/impact/${study.slug}`);
    }
    await expectActions(studies, [impact.caseStudies.more.link]);

    await expect(band(page, impact.different.heading).getByRole("listitem")).toHaveCount(impact.different.cards.length);
    const closing = band(page, impact.closing.heading);
    await expectActions(closing, [impact.closing.action, ...(impact.closing.secondary ?? [])]);

    const first = caseStudyPages(readCaseStudies())[0]!;
    await studies.getByRole("link", { name: new RegExp(first.title) }).click();
    await expect(page).toHaveURL(new RegExp(`/impact/${first.slug}$`));
  });

  for (const { path, copy, action } of STORY_PAGES) {
    test(`${path} opens with its heading and a call to action, and sizes every image up front`, async ({ page }) => {
      await page.goto(path);
      const hero = page.getByRole("region", { name: copy.heading });
      await expect(hero.getByRole("heading", { level: 1 })).toHaveText(copy.heading);
      await expectLink(hero, action.label, "/contact");
      // The hero's art is the largest paint: the head asks for it before the stylesheet does.
      await expect(page.locator('head link[rel="preload"][as="image"][fetchpriority="high"]')).toHaveCount(1);
      const images = page.getByRole("main").locator("img");
      const count = await images.count();
      expect(count).toBeGreaterThan(0);
      for (let i = 0; i < count; i += 1) {
        await expect(images.nth(i)).toHaveAttribute("width", /^\d+$/);
        await expect(images.nth(i)).toHaveAttribute("height", /^\d+$/);
        await expect(images.nth(i)).toHaveAttribute("loading", i === 0 ? "eager" : "lazy");
      }
    });

    // At 1280 px every page passes axe in pages.test.ts.
    test(`${path} has no axe violations at 390 px`, async ({ page }) => {
      await page.setViewportSize({ width: 390, height: 900 });
      await page.goto(path);
      await expectNoAxeViolations(page, `${path} at 390px`);
    });
  }
});
