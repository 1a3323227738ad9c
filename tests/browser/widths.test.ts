// Every layout at the widths visitors have, from a small phone to a wide desktop, in both
// languages: nothing wider than the window, header menus that stay inside it, anchors that land
// below the sticky header, and header controls large enough to tap (WCAG 2.2, 2.5.8). Text that
// runs past its box on a phone is looked for on every page by pages.test.ts.
import type { Page } from "playwright-core";
import { describe, it } from "vitest";
import { isDraft } from "../../src/routes/status";
import { notFoundPaths, languages, type RouteEntry } from "../../src/routes/table";
import { theme } from "../../src/theme";
import { enhanced, openPage, pagePool, siteForSuite, type PagePool } from "./browser";
import { manifest, table, where } from "./page-checks";

const site = siteForSuite();

const widths = [320, 375, 414, 768, 820, 1024, 1280, 1440, 1920];
const { md } = theme.breakpoint;
/** WCAG 2.2's minimum target size (2.5.8, AA), in CSS pixels. */
const minTarget = 24;
/** A finger's target on a touch screen, as Apple's and WCAG's enhanced guideline (2.5.5) ask: 44 px. */
const fingerTarget = 44;
const text = manifest.interface;

/**
 * One page of each template, in each language: of the detail templates the one with the most
 * content; of the block-composed pages as few as show every kind of block; and the not-found page.
 */
function samplePages(): Pick<RouteEntry, "path" | "lang">[] {
  const picked: string[] = [];
  const blocksSeen = new Set<string>();
  for (const route of manifest.routes) {
    if (route.template !== "page" || isDraft(route)) continue;
    const kinds = route.blocks.map((b) => b.type).filter((kind) => !blocksSeen.has(kind));
    if (!kinds.length) continue;
    kinds.forEach((kind) => blocksSeen.add(kind));
    picked.push(route.path);
  }
  const richest = new Map<string, { path: string; size: number }>();
  for (const route of manifest.routes.filter((r) => r.template !== "page" && !isDraft(r))) {
    const size = JSON.stringify(route).length;
    if ((richest.get(route.template)?.size ?? 0) < size) richest.set(route.template, { path: route.path, size });
  }
  picked.push(...[...richest.values()].map((r) => r.path));
  const chosen = new Set(picked);
  return [
    ...table.filter((entry) => chosen.has(entry.source)),
    ...languages.map((lang) => ({ path: notFoundPaths[lang], lang })),
  ];
}

const samples = samplePages();
/** The home page of each language: the header's menus are the same on every page of a language. */
const homes = languages.map((lang) => table.find((e) => e.lang === lang && e.source === "/")!);

const pools = new Map<number, PagePool>(
  widths.map((width) => [
    width,
    pagePool(
      site,
      width < md
        ? { viewport: { width, height: 740 }, isMobile: true, hasTouch: true }
        : { viewport: { width, height: 900 } },
    ),
  ]),
);

async function open(page: Page, path: string) {
  await page.goto(site.base + path);
  await enhanced(page);
}

/**
 * Whether the page is wider than the window, and its visible elements that reach beyond the
 * window's sides, one line each; an element inside a box that scrolls or clips sideways is that
 * box's affair, and the box is checked itself.
 */
function overflowing(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const width = document.documentElement.clientWidth;
    const clipped = (e: Element) => {
      for (let a = e.parentElement; a && a !== document.body; a = a.parentElement)
        if (getComputedStyle(a).overflowX !== "visible") return true;
      return false;
    };
    const name = (e: Element) =>
      `<${e.tagName.toLowerCase()}${e.id ? ` id="${e.id}"` : ""}> "${(e.textContent ?? "").trim().slice(0, 40)}"`;
    const found: string[] = [];
    for (const e of document.body.querySelectorAll("*")) {
      const box = e.getBoundingClientRect();
      if (box.width < 1 || box.height < 1 || (box.left > -1 && box.right < width + 1)) continue;
      if (!e.checkVisibility({ visibilityProperty: true }) || clipped(e)) continue;
      found.push(`${name(e)} spans ${Math.round(box.left)} to ${Math.round(box.right)} px`);
    }
    const page = document.documentElement.scrollWidth;
    return [...(page > width ? [`the page is ${page} px wide`] : []), ...found.slice(0, 5)];
  });
}

/** The visible links and buttons of `within` (the header) smaller than `min` px (WCAG's minimum target), one line each. */
function smallTargets(page: Page, within = "header", min = minTarget): Promise<string[]> {
  return page.evaluate(
    ([within, min]) => {
      const found: string[] = [];
      for (const e of document.querySelectorAll(`:is(${within}) :is(a[href], button, summary)`)) {
        if (!e.checkVisibility({ visibilityProperty: true })) continue;
        // Out of sight until it has the focus (the link past the header): no target until then.
        if (getComputedStyle(e).clipPath === "inset(50%)") continue;
        const { width, height } = e.getBoundingClientRect();
        if (width < min || height < min)
          found.push(
            `"${(e.textContent ?? "").trim() || e.getAttribute("aria-label")}" is ${Math.round(width)}×${Math.round(height)} px`,
          );
      }
      return found;
    },
    [within, min] as const,
  );
}

/** How tall the header is against the rows its tokens give it: a taller one has wrapped its navigation. */
function headerProblem(page: Page, width: number): Promise<string[]> {
  return page.evaluate(
    ({ bar, nav, desktop }) => {
      const rem = parseFloat(getComputedStyle(document.documentElement).fontSize);
      const rows = parseFloat(bar) * rem + (desktop ? parseFloat(nav) * rem : 0);
      const { height } = document.querySelector("header")!.getBoundingClientRect();
      return height > rows + 1.5
        ? [`the header is ${Math.round(height)} px tall, more than its rows' ${rows} px: its navigation does not fit`]
        : [];
    },
    { bar: theme.size.headerBar, nav: theme.size.headerNav, desktop: width >= md },
  );
}

/** What a sample page shows at a width: the lines of its problems for each test that reads them. */
interface SampleFindings {
  layout: string[];
  intro: string[];
  /** How many samples have an intro with a picture. */
  intros: number;
}

/** The title, lead and picture of a page's intro, where they should be at this width; problem lines. */
async function introProblems(page: Page, width: number, at: string): Promise<string[] | undefined> {
  const intro = page.locator("main > header").filter({ has: page.locator("img") });
  if (!(await intro.count())) return undefined;
  const [title, lead, picture] = await Promise.all(
    ["h1", "h1 ~ p, :has(> h1) ~ p", "img"].map(async (css) => (await intro.locator(css).first().boundingBox())!),
  );
  const right = (box: typeof title) => box.x + box.width;
  const bottom = (box: typeof title) => box.y + box.height;
  const problems: string[] = [];
  if (width < md) {
    if (!(title.y < lead.y && bottom(lead) <= picture.y))
      problems.push(`${at}: the title, the lead and the picture are not one under the other`);
  } else if (width < theme.breakpoint.lg) {
    if (right(title) > picture.x) problems.push(`${at}: the title is not beside the picture`);
    if (lead.y < bottom(picture)) problems.push(`${at}: the lead runs beside the picture instead of under it`);
    if (right(lead) <= picture.x) problems.push(`${at}: the lead stops short of the picture's column`);
  } else if (right(lead) > picture.x || lead.y > bottom(picture)) {
    problems.push(`${at}: the lead is not beside the picture`);
  }
  return problems;
}

/** The widths that share a kind of window (a phone's, touch, or a desktop's), each kind's narrowest first. */
const kinds = [widths.filter((width) => width < md), widths.filter((width) => width >= md)];
const windowHeight = (width: number) => (width < md ? 740 : 900);

// Each sample page is opened once in each kind of window, then the window is made wider through that
// kind's widths (as a phone turned, a window resized); the tests below read what each width showed.
const sampleVisits = new Map<number[], Promise<Map<number, SampleFindings>>>();
function visitKind(kind: number[]): Promise<Map<number, SampleFindings>> {
  const visit = async () =>
    pools.get(kind[0])!.use(async ({ page }) => {
      const found = new Map(kind.map((width) => [width, { layout: [], intro: [], intros: 0 } as SampleFindings]));
      for (const entry of samples) {
        await open(page, entry.path);
        for (const width of kind) {
          await page.setViewportSize({ width, height: windowHeight(width) });
          const here = found.get(width)!;
          const at = `${where(entry)} at ${width} px`;
          for (const line of [...(await overflowing(page)), ...(await headerProblem(page, width))])
            here.layout.push(`${at}: ${line}`);
          const consult = page.getByRole("banner").getByRole("button", { name: text["header.consult"][entry.lang] });
          if (!(await consult.isVisible())) here.layout.push(`${at}: no consultation button in view in the header`);
          const intro = await introProblems(page, width, at);
          if (intro) here.intros++;
          here.intro.push(...(intro ?? []));
        }
        // Back to the pool's width for the next page, and for the pool's next user.
        await page.setViewportSize({ width: kind[0], height: windowHeight(kind[0]) });
      }
      return found;
    });
  if (!sampleVisits.has(kind)) sampleVisits.set(kind, visit());
  return sampleVisits.get(kind)!;
}
const visitSamples = async (width: number) =>
  (await visitKind(kinds.find((kind) => kind.includes(width))!)).get(width)!;

describe.concurrent("at each width", () => {
  it.for(widths)(
    "%i px: no page of any template, in either language, is wider than the window",
    async (width, { expect }) => {
      expect((await visitSamples(width)).layout).toEqual([]);
    },
  );

  it.for(widths)(
    "%i px: a page's intro with a picture keeps its lead readable: stacked on a phone, across the width on a tablet, beside the picture from lg up",
    async (width, { expect }) => {
      const { intro, intros } = await visitSamples(width);
      expect(intros, "pages with an intro picture among the samples").toBeGreaterThan(0);
      expect(intro).toEqual([]);
    },
  );

  it.for(widths)(
    "%i px: each header menu, opened, stays inside the window and its links are large enough to tap",
    async (width, { expect }) => {
      await pools.get(width)!.use(async ({ page }) => {
        const problems: string[] = [];
        for (const home of homes) {
          await open(page, home.path);
          const at = `${where(home)} at ${width} px`;
          problems.push(...(await smallTargets(page)).map((line) => `${at}, header: ${line}`));
          if (width < md) {
            await page.getByRole("banner").getByRole("button", { name: text["nav.menu"][home.lang] }).click();
            await page.locator("nav").waitFor();
          }
          const summaries = page.locator("header details > summary");
          for (let i = 0; i < (await summaries.count()); i++) {
            const summary = summaries.nth(i);
            const label = `${at}, menu "${(await summary.textContent())?.trim()}" open`;
            await summary.focus();
            await page.keyboard.press("Enter");
            const panel = summary.locator("xpath=following-sibling::*[1]");
            await panel.waitFor();
            const box = (await panel.boundingBox())!;
            const window = await page.evaluate(() => ({
              width: document.documentElement.clientWidth,
              height: innerHeight,
            }));
            if (box.x < -0.5 || box.x + box.width > window.width + 0.5)
              problems.push(`${label}: its panel spans ${Math.round(box.x)} to ${Math.round(box.x + box.width)} px`);
            if (width >= md && box.y + box.height > window.height + 0.5)
              problems.push(`${label}: its panel ends ${Math.round(box.y + box.height)} px down, below the window`);
            problems.push(...(await overflowing(page)).map((line) => `${label}: ${line}`));
            problems.push(...(await smallTargets(page)).map((line) => `${label}: ${line}`));
            await page.keyboard.press(width < md ? "Enter" : "Escape");
          }
        }
        expect(problems).toEqual([]);
      });
    },
  );

  it.for(widths)(
    "%i px: the home page's link to a part of itself shows that part below the header",
    async (width, { expect }) => {
      await pools.get(width)!.use(async ({ page }) => {
        for (const home of homes) {
          await open(page, home.path);
          const at = `${where(home)} at ${width} px`;
          // The first link of <main> to a part of its own page, such as the hero's to the visa finder.
          const href = await page.evaluate(
            () =>
              [...document.querySelectorAll<HTMLAnchorElement>("main a[href*='#']")]
                .find((a) => a.pathname === location.pathname && a.hash.length > 1)
                ?.getAttribute("href") ?? null,
          );
          expect(href, `${at}: no link in <main> to a part of its own page`).not.toBeNull();
          const link = page.locator(`main a[href="${href}"]`).first();
          const id = decodeURIComponent(href!.split("#")[1]);
          await link.click();
          const position = () =>
            page.evaluate((id) => {
              const target = document.getElementById(id)!.getBoundingClientRect().top;
              return {
                target: Math.round(target),
                header: Math.round(document.querySelector("header")!.getBoundingClientRect().bottom),
              };
            }, id);
          // Scrolling may be smooth: wait until it settles.
          let last = await position();
          await expect
            .poll(
              async () => {
                const now = await position();
                const settled = now.target === last.target;
                last = now;
                return settled && now.target < 900;
              },
              { message: `${at}: the page did not scroll to #${id}` },
            )
            .toBe(true);
          expect(
            last.target,
            `${at}: #${id} starts under the sticky header (${last.target} px, the header ends at ${last.header} px)`,
          ).toBeGreaterThanOrEqual(last.header);
        }
      });
    },
  );
});

describe.concurrent("on a touch screen", () => {
  it("375 px: a link that is an item of a list in a page's text on its own (a phone number, say) is a finger's target", async ({
    expect,
  }) => {
    const withText = new Set(
      manifest.routes
        .filter((r) => !isDraft(r) && r.template === "page" && r.blocks.some((b) => b.type === "rich-text"))
        .map((r) => r.path),
    );
    const problems: string[] = [];
    const { page } = await openPage(site, "/", { viewport: { width: 375, height: 800 }, hasTouch: true });
    for (const entry of table.filter((e) => withText.has(e.source))) {
      await page.goto(site.base + entry.path);
      problems.push(
        ...(await smallTargets(page, "main li:has(> a:only-child)", fingerTarget)).map(
          (line) => `${where(entry)}: ${line}`,
        ),
      );
    }
    await page.context().close();
    expect(problems).toEqual([]);
  });

  it.for([375, 1024])(
    "%i px: every link and button of the header, its menus, the footer and the consultation dialog is a finger's target (44 px)",
    async (width, { expect }) => {
      const problems: string[] = [];
      for (const home of homes) {
        const { page } = await openPage(site, home.path, { viewport: { width, height: 800 }, hasTouch: true });
        const at = `${where(home)} at ${width} px`;
        const small = async (within: string, what: string) =>
          problems.push(...(await smallTargets(page, within, fingerTarget)).map((line) => `${at}, ${what}: ${line}`));
        await small("header, footer", "header and footer");
        if (width < md) {
          await page.getByRole("banner").getByRole("button", { name: text["nav.menu"][home.lang] }).tap();
          await page.locator("nav").waitFor();
        }
        const summaries = page.locator("header details > summary");
        for (let i = 0; i < (await summaries.count()); i++) {
          await summaries.nth(i).tap();
          await summaries.nth(i).locator("xpath=following-sibling::*[1]").waitFor();
          await small("header details[open]", `menu "${(await summaries.nth(i).textContent())?.trim()}"`);
          await summaries.nth(i).tap();
        }
        if (width < md) await page.getByRole("banner").getByRole("button", { name: text["nav.menu"][home.lang] }).tap();
        await page.getByRole("banner").getByRole("button", { name: text["header.consult"][home.lang] }).tap();
        await page.getByRole("dialog").waitFor();
        await small("dialog[open]", "consultation dialog");
        await page.context().close();
      }
      expect(problems).toEqual([]);
    },
  );
});
