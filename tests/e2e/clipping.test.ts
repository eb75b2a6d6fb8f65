import type { Locator, Page } from "@playwright/test";
import sharp from "sharp";
import { expect, siteMap, test } from "./fixtures";
import { allPages } from "./site-pages";

/**
 * Nothing a visitor reads, taps or looks at is cut off at a phone's width: no text, link, button, field or image
 * runs past the screen's edge, or past an ancestor that hides its overflow (`overflow: hidden` or `clip`, on either
 * axis). A layout check, so no phone throttling: one test per width, its page reused across every pre-rendered page.
 *
 * Exempt, on purpose: boxes a stylesheet makes scroll sideways (`overflow-x: auto | scroll`, the phone tab bars of
 * /team and /project-snapshots; one that scrolls up and down, like the open phone menu, is not), what is hidden (not
 * rendered, closed menus, popovers and dialogs, opacity 0), and visually-hidden text (sr-only, clipped to nothing; a
 * 1 px box that clips its content, the form's honeypot), as is whatever is aria-hidden and parked wholly off the page.
 * Text is measured line by line (its Range's client rects), as a text can run out of its own element.
 *
 * What such a bar cuts on purpose must look cut on purpose: it comes to rest on a whole label wherever it is let go
 * (it snaps), a label it cuts at its edge fades out there, and on the page's first screen it covers none of the
 * page (its opening reads in full).
 */

const PHONES = [
  { width: 390, height: 844 },
  { width: 360, height: 640 },
  { width: 320, height: 568 },
];
const pages = [...new Set([...allPages, ...siteMap.notFound.map(({ page }) => page)])];
/** Sub-pixel rounding and antialiasing: a glyph 1 px past an edge is not cut off. */
const TOLERANCE = 1;
/** Enough to fix a page by; the rest are counted. */
const REPORTED_PER_PAGE = 8;

test.use({
  isMobile: true,
  hasTouch: true,
  // The not-found pages log the unknown path (SPEC §8).
  expectedConsoleErrors: /^404: no |status of 404/,
});

// One test per width, so the three run side by side.
for (const phone of PHONES) {
  test(`no text, link, button or image is clipped at ${phone.width} px on any page, and the tab bars cut only on purpose`, async ({
    page,
  }) => {
    test.setTimeout(180_000);
    const problems: string[] = [];
    const barProblems: string[] = [];
    let barsMeasured = 0;
    await page.setViewportSize(phone);
    const measure = async (what: string, within: Locator) => {
      const { measured, clipped } = await within.evaluate(findClipped, TOLERANCE);
      // A page laid out with nothing measured (all of it skipped as hidden, say) would pass on nothing.
      expect(measured, `${what} at ${phone.width} px: texts and elements measured`).toBeGreaterThan(20);
      problems.push(
        ...clipped.slice(0, REPORTED_PER_PAGE).map((problem) => `${what} at ${phone.width} px: ${problem}`),
        ...(clipped.length > REPORTED_PER_PAGE
          ? [`${what} at ${phone.width} px: and ${clipped.length - REPORTED_PER_PAGE} more`]
          : []),
      );
      for (const bar of await sidewaysBars(within)) {
        barsMeasured += 1;
        barProblems.push(
          ...(await sidewaysBarProblems(page, bar)).map((problem) => `${what} at ${phone.width} px: ${problem}`),
        );
      }
    };
    for (const path of pages) {
      await page.goto(path, { waitUntil: "load" });
      await renderEverything(page);
      await measure(path, page.locator("body"));
    }
    // The header's phone menu, open: the same on every page.
    await page.goto("/", { waitUntil: "load" });
    await page.getByRole("button", { name: "Open menu" }).click();
    const menu = page.getByRole("dialog", { name: "Menu" });
    await expect(menu).toBeVisible();
    await measure("/ with the menu open", menu);
    expect(problems, "clipped by the screen's edge or by an ancestor that hides its overflow").toEqual([]);
    // /team's groups and Project Snapshots' studies: more than a phone's width of labels.
    expect(barsMeasured, "tab bars that scroll sideways, measured").toBeGreaterThan(0);
    expect(barProblems, "a tab bar that scrolls sideways").toEqual([]);
  });
}

/** The lists a stylesheet makes scroll sideways (the phone tab bars) that hold more than they show. */
async function sidewaysBars(within: Locator): Promise<Locator[]> {
  const lists = within.getByRole("list");
  const indexes = await lists.evaluateAll((elements) =>
    elements.flatMap((list, index) =>
      list.checkVisibility() &&
      /auto|scroll/.test(getComputedStyle(list).overflowX) &&
      list.scrollWidth > list.clientWidth + 1
        ? [index]
        : [],
    ),
  );
  return indexes.map((index) => lists.nth(index));
}

/** What a visitor would see cut by accident in a bar that scrolls sideways: see the top of this file. */
async function sidewaysBarProblems(page: Page, bar: Locator): Promise<string[]> {
  const problems: string[] = [];
  const name = await bar.evaluate((list) => list.getAttribute("aria-label") ?? "a list");

  // The first screen, as the page opens: whatever of the page lies under the bar, it hides.
  const covered = await bar.evaluate((list) => {
    window.scrollTo(0, 0);
    list.scrollLeft = 0;
    const box = list.getBoundingClientRect();
    const bottom = Math.min(box.bottom, innerHeight);
    if (bottom - box.top < 1) return [];
    const found = new Set<string>();
    for (let x = box.left + 4; x < box.right; x += 12) {
      for (const y of [box.top + 2, (box.top + bottom) / 2, bottom - 2]) {
        for (const element of document.elementsFromPoint(x, y)) {
          // The bar, what it holds and what holds it.
          if (list.contains(element) || element.contains(list)) continue;
          const ownText = [...element.childNodes].some(
            (node) => node.nodeType === Node.TEXT_NODE && node.textContent?.trim(),
          );
          if (ownText || element.matches("img, svg, video, a[href], button, input, select, textarea")) {
            const text = (element.textContent ?? "").replace(/\s+/g, " ").trim();
            found.add(`<${element.tagName.toLowerCase()}> "${text.length > 40 ? `${text.slice(0, 37)}…` : text}"`);
          }
        }
      }
    }
    return [...found];
  });
  if (covered.length > 0) {
    problems.push(`"${name}" covers the page's first screen: ${covered.slice(0, 3).join(", ")}`);
  }

  // Let go anywhere, the bar comes to rest with a label whole at its start (or at its end).
  for (const fraction of [0.37, 0.71]) {
    const rest = await bar.evaluate(async (list, fraction) => {
      const nextFrame = () => new Promise((resolve) => requestAnimationFrame(resolve));
      list.scrollLeft = Math.round((list.scrollWidth - list.clientWidth) * fraction);
      let last = Number.NaN;
      for (let still = 0, frames = 0; still < 3 && frames < 120; frames += 1) {
        await nextFrame();
        still = list.scrollLeft === last ? still + 1 : 0;
        last = list.scrollLeft;
      }
      const start =
        list.getBoundingClientRect().left + (Number.parseFloat(getComputedStyle(list).scrollPaddingLeft) || 0);
      const atEnd = list.scrollLeft >= list.scrollWidth - list.clientWidth - 1;
      const whole = [...list.children].some((item) => Math.abs(item.getBoundingClientRect().left - start) <= 1.5);
      return {
        atEnd,
        whole,
        cut: [...list.children]
          .find((item) => {
            const { left, right } = item.getBoundingClientRect();
            return left < start - 1.5 && right > start;
          })
          ?.textContent?.replace(/\s+/g, " ")
          .trim(),
      };
    }, fraction);
    if (!rest.atEnd && !rest.whole) {
      problems.push(
        `"${name}" comes to rest mid-label, "${rest.cut ?? "?"}" cut at its start, when let go at ${fraction * 100}% of its scroll`,
      );
      break;
    }
  }

  // A label the bar cuts at its end fades out there: its last pixels show the bar's own background, not the label.
  await bar.evaluate((list) => (list.scrollLeft = 0));
  await bar.scrollIntoViewIfNeeded();
  const edge = await bar.evaluate((list) => {
    const box = list.getBoundingClientRect();
    const cut = [...list.children].find((item) => {
      const { left, right } = item.getBoundingClientRect();
      return left < box.right - 2 && right > box.right;
    });
    if (!cut) return null;
    const item = cut.getBoundingClientRect();
    return {
      clip: { x: box.right - 2, y: item.top, width: 2, height: item.height },
      label: (cut.textContent ?? "").replace(/\s+/g, " ").trim(),
    };
  });
  if (edge) {
    const shown = await edgeInk(page, edge.clip);
    await bar.evaluate((list) => list.style.setProperty("mask-image", "none"));
    const unmasked = await edgeInk(page, edge.clip);
    await bar.evaluate((list) => list.style.removeProperty("mask-image"));
    if (unmasked > 16 && shown > unmasked / 2) {
      problems.push(`"${name}" cuts "${edge.label}" at its edge without fading it out`);
    }
  }
  await page.evaluate(() => window.scrollTo(0, 0));
  return problems;
}

/** How far the pixels of a strip of the screen stray from white, the bars' background: 0 to 255. */
async function edgeInk(page: Page, clip: { x: number; y: number; width: number; height: number }) {
  const { data, info } = await sharp(await page.screenshot({ clip }))
    .removeAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  let most = 0;
  for (let index = 0; index < info.width * info.height * 3; index += 1) most = Math.max(most, 255 - data[index]!);
  return most;
}

/**
 * Lays out the whole page as a visitor scrolling it would see it: the bands that skip rendering until they near the
 * screen (`content-visibility: auto`) rendered, lazy images loaded, the web font in place.
 */
async function renderEverything(page: Page) {
  await page.evaluate(async () => {
    for (const element of document.querySelectorAll<HTMLElement>("body *")) {
      if (getComputedStyle(element).contentVisibility === "auto") element.style.contentVisibility = "visible";
    }
    const images = [...document.images];
    for (const image of images) image.loading = "eager";
    const settled = Promise.all([document.fonts.ready, ...images.map((image) => image.decode().catch(() => null))]);
    await Promise.race([settled, new Promise((resolve) => setTimeout(resolve, 5000))]);
  });
}

/** Runs in the page: how many texts and elements it measured, and each one clipped, described for the report. */
function findClipped(root: Element, tolerance: number): { measured: number; clipped: string[] } {
  type Box = { left: number; top: number; right: number; bottom: number };
  type Overflow = "visible" | "clips" | "scrolls";
  type Clipper = { element: Element; x: Overflow; y: Overflow };

  const styles = new Map<Element, CSSStyleDeclaration>();
  const style = (element: Element) => {
    let value = styles.get(element);
    if (!value) styles.set(element, (value = getComputedStyle(element)));
    return value;
  };
  const overflowKind = (value: string): Overflow =>
    value === "hidden" || value === "clip" ? "clips" : value === "auto" || value === "scroll" ? "scrolls" : "visible";

  /**
   * Whether a stylesheet rule that applies (or the style attribute) asks for sideways scrolling. A box that scrolls
   * up and down (`overflow-y: auto`, the phone menu) computes `overflow-x: auto` too, but was never meant to scroll
   * sideways: what runs past its sides is cut off as surely as by `hidden`.
   */
  const sideways = new Map<Element, boolean>();
  const scrollsSidewaysOnPurpose = (element: Element) => {
    let value = sideways.get(element);
    if (value === undefined) sideways.set(element, (value = declaresSidewaysScroll(element)));
    return value;
  };
  const declaresSidewaysScroll = (element: Element) => {
    const asks = (declaration: CSSStyleDeclaration) => /auto|scroll/.test(declaration.overflowX);
    const matches = (selector: string) => {
      try {
        return element.matches(selector);
      } catch {
        return false;
      }
    };
    const inRules = (rules: CSSRuleList): boolean =>
      [...rules].some((rule) => {
        if (rule instanceof CSSMediaRule && !matchMedia(rule.conditionText).matches) return false;
        if (rule instanceof CSSSupportsRule && !CSS.supports(rule.conditionText)) return false;
        if (rule instanceof CSSStyleRule && matches(rule.selectorText) && asks(rule.style)) return true;
        return "cssRules" in rule && inRules(rule.cssRules as CSSRuleList);
      });
    return (
      (element instanceof HTMLElement && asks(element.style)) ||
      [...document.styleSheets].some((sheet) => inRules(sheet.cssRules))
    );
  };
  const isTopLayer = (element: Element) => element.matches("dialog:modal, :popover-open");
  const containsAbsolute = (s: CSSStyleDeclaration) => s.position !== "static" || containsFixed(s);
  const containsFixed = (s: CSSStyleDeclaration) =>
    s.transform !== "none" ||
    s.translate !== "none" ||
    s.scale !== "none" ||
    s.rotate !== "none" ||
    s.filter !== "none" ||
    s.perspective !== "none" ||
    /paint|layout|strict|content/.test(s.contain) ||
    /transform|filter|perspective/.test(s.willChange);

  /**
   * The ancestors whose overflow can clip `box` (a text's own element included): its containing blocks' chain, as an
   * absolutely positioned box escapes the static ancestors between it and the box it is placed in, a fixed one all
   * but a transformed ancestor, and the top layer (an open modal, a popover) every ancestor.
   */
  const chains = new Map<string, Map<Element, Clipper[]>>([
    ["self", new Map()],
    ["parent", new Map()],
  ]);
  const clippersOf = (start: Element, includeStart: boolean): Clipper[] => {
    const known = chains.get(includeStart ? "self" : "parent")!;
    let chain = known.get(start);
    if (!chain) known.set(start, (chain = chainOf(start, includeStart)));
    return chain;
  };
  const chainOf = (start: Element, includeStart: boolean): Clipper[] => {
    const clippers: Clipper[] = [];
    const add = (element: Element) => {
      if (element === document.documentElement || element === document.body) return;
      const s = style(element);
      let x = overflowKind(s.overflowX);
      if (x === "scrolls" && !scrollsSidewaysOnPurpose(element)) x = "clips";
      const y = overflowKind(s.overflowY);
      if (x !== "visible" || y !== "visible") clippers.push({ element, x, y });
    };
    if (includeStart) add(start);
    let current = start;
    let mode = style(current).position;
    while (!isTopLayer(current) && current.parentElement) {
      const parent: Element = current.parentElement;
      const s = style(parent);
      const placesChild = mode === "absolute" ? containsAbsolute(s) : mode === "fixed" ? containsFixed(s) : true;
      if (placesChild) {
        add(parent);
        mode = s.position;
      }
      current = parent;
    }
    return clippers;
  };

  const paddingBox = (element: Element): Box => {
    const rect = element.getBoundingClientRect();
    const left = rect.left + element.clientLeft;
    const top = rect.top + element.clientTop;
    return { left, top, right: left + element.clientWidth, bottom: top + element.clientHeight };
  };

  /**
   * sr-only text (clipped to nothing), the honeypot (a 1 px box that clips what it holds), or something aria-hidden
   * parked wholly off the page.
   */
  const hiddenByBox = new Map<Element, boolean>();
  const visuallyHidden = (element: Element): boolean => {
    let value = hiddenByBox.get(element);
    if (value === undefined) {
      const s = style(element);
      const rect = element.getBoundingClientRect();
      value =
        s.clipPath === "inset(50%)" ||
        s.clip === "rect(0px, 0px, 0px, 0px)" ||
        (s.overflowX !== "visible" && (rect.width <= 1 || rect.height <= 1)) ||
        (element.getAttribute("aria-hidden") === "true" && (rect.right <= 0 || rect.bottom <= 0)) ||
        (element.parentElement ? visuallyHidden(element.parentElement) : false);
      hiddenByBox.set(element, value);
    }
    return value;
  };

  const shown = (element: Element) =>
    element.checkVisibility({ opacityProperty: true, visibilityProperty: true, contentVisibilityAuto: false }) &&
    !visuallyHidden(element);

  const name = (element: Element) => {
    const tag = element.tagName.toLowerCase();
    const text = (
      element.getAttribute("aria-label") ??
      (element instanceof HTMLImageElement ? element.alt || element.currentSrc.split("/").pop() : null) ??
      (element as HTMLElement).innerText ??
      ""
    )
      .replace(/\s+/g, " ")
      .trim();
    const kind =
      tag === "a" ? "link" : tag === "img" || tag === "svg" ? "image" : tag === "button" ? "button" : `<${tag}>`;
    return `${kind} "${text.length > 60 ? `${text.slice(0, 57)}…` : text}"`;
  };

  /** A path to find it by in DevTools, from the nearest ancestor with an id: "#main > section:nth-of-type(2) > … > p". */
  const pathTo = (element: Element) => {
    const parts: string[] = [];
    for (let node: Element | null = element; node && node !== document.body; node = node.parentElement) {
      if (node.id) {
        parts.unshift(`#${node.id}`);
        break;
      }
      const tag = node.tagName.toLowerCase();
      const siblings = node.parentElement
        ? [...node.parentElement.children].filter((sibling) => sibling.tagName === node!.tagName)
        : [];
      parts.unshift(siblings.length > 1 ? `${tag}:nth-of-type(${siblings.indexOf(node) + 1})` : tag);
    }
    return parts.join(" > ");
  };

  const describeClipper = (clipper: Clipper) => {
    const s = style(clipper.element);
    const overflow =
      s.overflowX === s.overflowY
        ? `overflow: ${s.overflowX}`
        : `overflow-x: ${s.overflowX}, overflow-y: ${s.overflowY}`;
    return `<${clipper.element.tagName.toLowerCase()}> at ${pathTo(clipper.element)} (${overflow})`;
  };

  /** How far each box runs past what clips it, or null. */
  const clipOf = (boxes: Box[], element: Element, includeElement: boolean) => {
    let scrollsX = false;
    let scrollsY = false;
    for (const clipper of clippersOf(element, includeElement)) {
      const bounds = paddingBox(clipper.element);
      for (const box of boxes) {
        const pastX =
          clipper.x === "clips" && !scrollsX ? Math.max(bounds.left - box.left, box.right - bounds.right) : 0;
        const pastY =
          clipper.y === "clips" && !scrollsY ? Math.max(bounds.top - box.top, box.bottom - bounds.bottom) : 0;
        const past = Math.max(pastX, pastY);
        if (past > tolerance) return `cut by ${Math.round(past)} px by ${describeClipper(clipper)}`;
      }
      scrollsX ||= clipper.x === "scrolls";
      scrollsY ||= clipper.y === "scrolls";
    }
    if (scrollsX) return null;
    const screen = document.documentElement.clientWidth;
    for (const box of boxes) {
      if (box.left < -tolerance) return `cut by ${Math.round(-box.left)} px by the screen's left edge`;
      if (box.right > screen + tolerance)
        return `cut by ${Math.round(box.right - screen)} px by the screen's right edge`;
    }
    return null;
  };

  const boxesOf = (rects: DOMRectList) =>
    [...rects]
      .filter((rect) => rect.width > 0.5 && rect.height > 0.5)
      .map(({ left, top, right, bottom }) => ({ left, top, right, bottom }));

  window.scrollTo(0, 0);
  const found: { element: Element; report: string }[] = [];
  let measured = 0;

  const controls =
    "a[href], button, input:not([type=hidden]), select, textarea, summary, img, svg:not(svg *), video, [role=button], [role=link], [role=tab]";
  for (const element of root.querySelectorAll(controls)) {
    if (!shown(element)) continue;
    measured += 1;
    // An icon in a link already reported, say.
    if (found.some((reported) => reported.element.contains(element))) continue;
    const boxes = boxesOf(element.getClientRects());
    if (boxes.length === 0) continue;
    const clip = clipOf(boxes, element, false);
    if (clip) found.push({ element, report: `${name(element)} at ${pathTo(element)} is ${clip}` });
  }

  const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT, {
    acceptNode: (node) =>
      node.textContent?.trim() && !node.parentElement?.closest("script, style, template, noscript, svg")
        ? NodeFilter.FILTER_ACCEPT
        : NodeFilter.FILTER_REJECT,
  });
  const range = document.createRange();
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const parent = node.parentElement;
    if (!parent || !shown(parent)) continue;
    measured += 1;
    // Already reported through the link or button it labels.
    if (found.some(({ element }) => element.contains(parent))) continue;
    range.selectNodeContents(node);
    const boxes = boxesOf(range.getClientRects());
    if (boxes.length === 0) continue;
    const clip = clipOf(boxes, parent, true);
    if (!clip) continue;
    const text = node.textContent!.replace(/\s+/g, " ").trim();
    found.push({
      element: parent,
      report: `text "${text.length > 60 ? `${text.slice(0, 57)}…` : text}" in <${parent.tagName.toLowerCase()}> at ${pathTo(parent)} is ${clip}`,
    });
  }
  return { measured, clipped: found.map(({ report }) => report) };
}
