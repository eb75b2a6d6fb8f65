import type { Locator, Page } from "@playwright/test";
import { approach } from "~/content/approach";
import { caseStudyPages } from "~/content/case-studies";
import { home } from "~/content/home";
import { imageById } from "~/content/images";
import { impact } from "~/content/impact";
import { pages } from "~/content/pages";
import { capabilities, communications, events, experiences } from "~/content/services";
import { expectNoAxeViolations } from "./axe";
import { expect, gotoHydrated, test } from "./fixtures";

const STORY_PAGES = {
  "/": pages.home,
  "/capabilities": pages.capabilities,
  "/events": pages.events,
  "/experiences": pages.experiences,
  "/communications": pages.communications,
  "/approach": pages.approach,
  "/impact": pages.impact,
};

function band(page: Page, heading: string): Locator {
  return page.getByRole("region", { name: heading });
}

async function expectHeadings(page: Page, level: 2 | 3, names: string[]) {
  for (const name of names) await expect(page.getByRole("heading", { level, name, exact: true })).toBeVisible();
}

async function expectLink(scope: Page | Locator, name: string | RegExp, href: string) {
  await expect(scope.getByRole("link", { name, exact: typeof name === "string" }).first()).toHaveAttribute(
    "href",
    href,
  );
}

/** A statistic card shows its figure and its source; how it was measured opens on request. */
async function expectStatistics(
  page: Page,
  heading: string,
  stats: { figure: string; source: string; method: string }[],
) {
  const region = band(page, heading);
  for (const stat of stats) {
    const card = region.getByRole("listitem").filter({ hasText: stat.figure });
    await expect(card.getByText(stat.figure, { exact: true })).toBeVisible();
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
    await gotoHydrated(page, "/");
    const capabilitiesBand = band(page, home.capabilities.heading);
    for (const card of home.capabilities.cards) {
      await expect(capabilitiesBand.getByRole("heading", { level: 3, name: card.title })).toBeVisible();
      await expectLink(capabilitiesBand, card.linkLabel, card.href);
    }
    // The card art is decorative: the title says what the card is.
    await expect(capabilitiesBand.locator("img[alt='']")).toHaveCount(3);

    const testimonials = band(page, home.testimonials.heading);
    await expect(testimonials.getByRole("blockquote")).toHaveCount(4);
    for (const item of home.testimonials.items) {
      await expect(testimonials.getByText(item.quote)).toBeVisible();
      await expect(testimonials.getByText(item.author, { exact: true })).toBeVisible();
      await expect(testimonials.getByText(item.title, { exact: true })).toBeVisible();
    }

    const painPoints = band(page, home.painPoints.heading);
    await expect(painPoints.getByRole("listitem")).toHaveCount(5);
    await expectHeadings(
      page,
      3,
      home.painPoints.items.map((item) => item.title),
    );

    const ci = band(page, "Collaborative Intelligence");
    for (const pillar of ["Human-centered", "AI-amplified", "Results-driven"]) {
      await expect(ci.getByRole("heading", { level: 3, name: pillar })).toBeVisible();
    }
    await expectLink(ci, home.collaborativeIntelligence.action.label, "/approach");

    const mission = band(page, home.mission.heading);
    await expect(mission.getByText(home.mission.statement)).toBeVisible();
    await expectLink(mission, "Collaboration Events", "/events");
    await expectLink(mission, "Immersive Experiences", "/experiences");
    await expectLink(mission, "Catalytic Communications", "/communications");

    await expectLink(band(page, home.closing.heading), "Book a Discovery Call", "/contact");
  });

  test("capabilities: three services landing on each page's #top, a testimonial, Why Choose and Let's Get Started", async ({
    page,
  }) => {
    await gotoHydrated(page, "/capabilities");
    const services = band(page, capabilities.services.heading);
    await expectLink(services, "Explore Collaboration Events", "/events#top");
    await expectLink(services, "Explore Immersive Experiences", "/experiences#top");
    await expectLink(services, "Explore Catalytic Communications", "/communications#top");
    await expect(page.getByText(capabilities.testimonial.quote)).toBeVisible();
    const why = band(page, capabilities.whyChoose.heading);
    await expectHeadings(page, 3, ["Deep expertise", "Proven methodology", "Measurable results"]);
    await expect(why.getByRole("listitem")).toHaveCount(3);
    await expectLink(page, "Let's Get Started", "/contact");

    await services.getByRole("link", { name: "Explore Immersive Experiences" }).click();
    await expect(page).toHaveURL(/\/experiences#top$/);
    const top = page.locator("#top");
    await expect(top.getByRole("heading", { level: 1 })).toHaveText(pages.experiences.heading);
    await expect(top.getByRole("heading", { level: 1 })).toBeInViewport();
  });

  test("events: How We Work, the three ROI losses with sources, four offerings and a closing call", async ({
    page,
  }) => {
    await gotoHydrated(page, "/events#top");
    await expect(page.locator("#top").getByRole("heading", { level: 1 })).toBeInViewport();
    const steps = band(page, "How We Work");
    await expect(steps.getByRole("listitem")).toHaveCount(4);
    await expectHeadings(
      page,
      3,
      events.howWeWork.steps.map((step) => step.title),
    );

    await expectStatistics(page, "Top 3 ROI Losses from Ineffective Meetings", events.roiLosses.stats);
    const roi = band(page, "Top 3 ROI Losses from Ineffective Meetings");
    await expect(roi.getByText("$101M")).toBeVisible();
    await expect(roi.getByText(/more than 5,000 employees/)).toBeVisible();
    await expect(roi.getByText("70%", { exact: true })).toBeVisible();
    await expect(roi.getByText("$1,600+")).toBeVisible();

    await expectHeadings(page, 3, [
      "Leadership Summits",
      "Innovation Workshops",
      "Strategic Planning Sessions",
      "Change Acceleration Events",
    ]);
    await expectLink(band(page, events.closing.heading), "Let's Talk", "/contact");
  });

  test("experiences: four steps, six pictures with captions and a contact button", async ({ page }) => {
    await gotoHydrated(page, "/experiences");
    await expect(band(page, experiences.howWeWork.heading).getByRole("listitem")).toHaveCount(4);
    const deliverables = band(page, experiences.deliverables.heading);
    await expect(deliverables.getByRole("figure")).toHaveCount(6);
    for (const item of experiences.deliverables.items) {
      const figure = deliverables.getByRole("figure").filter({ hasText: item.title });
      await expect(figure.getByRole("img", { name: imageById(item.image).alt })).toBeVisible();
      await expect(figure.getByText(item.caption)).toBeVisible();
    }
    await expectLink(page, "Contact Us", "/contact");
  });

  test("communications: four steps, statistics with sources, inside and out, six formats, work with us", async ({
    page,
  }) => {
    await gotoHydrated(page, "/communications");
    await expect(band(page, communications.howWeWork.heading).getByRole("listitem")).toHaveCount(4);
    await expectStatistics(page, communications.statistics.heading, communications.statistics.stats);
    const stats = band(page, communications.statistics.heading);
    for (const figure of ["3x", "40%", "80%"]) await expect(stats.getByText(figure, { exact: true })).toBeVisible();
    await expect(stats.getByText(/up from 38%/)).toBeVisible();
    await expectHeadings(page, 3, ["Internal communications", "External communications"]);
    await expectHeadings(page, 3, [
      "Animated motion stories",
      "Journey maps",
      "Graphic explainers",
      "Interactive portals",
      "Visual presentations",
      "Internal campaigns",
    ]);
    await expect(band(page, communications.workWithUs.heading).getByRole("listitem")).toHaveCount(
      communications.workWithUs.points.length,
    );
    await expectLink(band(page, communications.closing.heading), "Book a Discovery Call", "/contact");
  });

  test("approach: four key elements, five benefits, the three services and a final call to action", async ({
    page,
  }) => {
    await gotoHydrated(page, "/approach");
    await expect(band(page, approach.keyElements.heading).getByRole("listitem")).toHaveCount(4);
    await expect(band(page, approach.benefits.heading).getByRole("listitem")).toHaveCount(5);
    const services = band(page, approach.services.heading);
    await expectLink(services, "Collaboration Events", "/events");
    await expectLink(services, "Immersive Experiences", "/experiences");
    await expectLink(services, "Catalytic Communications", "/communications");
    await expectLink(band(page, approach.closing.heading), "Let's Explore Your Challenge", "/contact");
  });

  test("impact: a testimonial with the roster link, every case study, what makes us different, and the way on", async ({
    page,
  }) => {
    await gotoHydrated(page, "/impact");
    await expect(page.getByText(impact.testimonial.quote.quote)).toBeVisible();
    await expectLink(page, impact.testimonial.link.label, "/client-roster");

    const studies = band(page, impact.caseStudies.heading);
    for (const study of caseStudyPages()) {
      await expect(studies.getByRole("heading", { level: 3, name: study.title })).toBeVisible();
      await expectLink(studies, `${impact.caseStudies.linkLabel} about ${study.title}`, `/impact/${study.slug}`);
    }
    await expectLink(studies, impact.caseStudies.more.link.label, "/project-snapshots");

    await expect(band(page, "What Makes Our Approach Different").getByRole("listitem")).toHaveCount(4);
    const closing = band(page, impact.closing.heading);
    await expectLink(closing, "Get Started", "/contact");
    await expectLink(closing, "Project Snapshots", "/project-snapshots");
    await expectLink(closing, "Client Roster", "/client-roster");

    await studies.getByRole("link", { name: new RegExp(caseStudyPages()[0]!.title) }).click();
    await expect(page).toHaveURL(new RegExp(`/impact/${caseStudyPages()[0]!.slug}$`));
  });

  for (const [path, copy] of Object.entries(STORY_PAGES)) {
    test(`${path} opens with its heading and a call to action, and sizes every image up front`, async ({ page }) => {
      await gotoHydrated(page, path);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(copy.heading);
      await expect(
        page
          .getByRole("main")
          .getByRole("link", {
            name: /Book a Discovery Call|Plan Your Event|Design an Experience|Start a Conversation|Contact Us/,
          })
          .first(),
      ).toHaveAttribute("href", "/contact");
      const images = page.getByRole("main").locator("img");
      const count = await images.count();
      expect(count).toBeGreaterThan(0);
      for (let i = 0; i < count; i += 1) {
        await expect(images.nth(i)).toHaveAttribute("width", /^\d+$/);
        await expect(images.nth(i)).toHaveAttribute("height", /^\d+$/);
        await expect(images.nth(i)).toHaveAttribute("loading", i === 0 ? "eager" : "lazy");
      }
    });

    for (const width of [390, 1280]) {
      test(`${path} has no axe violations at ${width} px`, async ({ page }) => {
        await page.setViewportSize({ width, height: 900 });
        await gotoHydrated(page, path);
        await expectNoAxeViolations(page, `${path} at ${width}px`);
      });
    }
  }
});
