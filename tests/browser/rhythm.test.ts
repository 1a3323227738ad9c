// The block-composed pages' rhythm in a real browser, in both languages: grids without orphan rows,
// cards of a row with their titles and links at one height, a phone's home page about half as long
// as its first design, rows that scroll sideways inside themselves, stars in the accent colour, and
// boxes side by side of one height.
import type { Page } from "playwright-core";
import { describe, it } from "vitest";
import { isDraft } from "../../src/routes/status";
import { theme } from "../../src/theme";
import { enhanced, pagePool, siteForSuite } from "./browser";
import { manifest, table, where } from "./page-checks";

const site = siteForSuite();
const blockPages = new Set(manifest.routes.filter((r) => r.template === "page" && !isDraft(r)).map((r) => r.path));
const entries = table.filter((e) => blockPages.has(e.source));
const homes = table.filter((e) => e.source === "/");
const phone = pagePool(site, { viewport: { width: 375, height: 740 }, isMobile: true, hasTouch: true });
const pools = new Map([768, 1024, 1280].map((width) => [width, pagePool(site, { viewport: { width, height: 900 } })]));

/**
 * The home page at 375 px was 17,379 px long in Mongolian and 16,616 px in English before its
 * phone layout (about 21 screens); half of that, with room for the header, footer and closing
 * invitation other parts of the page may grow by.
 */
const phoneHomeBound = 10_000;

async function open(page: Page, path: string) {
  await page.goto(site.base + path);
  await enhanced(page);
  await page.evaluate(() => document.fonts.ready);
}

/**
 * Each grid in <main> with a row neither full nor centred, or with a lone item narrower than the grid
 * beside rows of several: an orphan row, one line each.
 */
function orphanRows(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const found: string[] = [];
    for (const list of document.querySelectorAll<HTMLElement>("main *")) {
      const items = [...list.children].filter((e) => e.getBoundingClientRect().width > 0);
      if (getComputedStyle(list).display !== "grid" || items.length < 2) continue;
      const grid = list.getBoundingClientRect();
      // A row is the items side by side: each starting above the bottom of the row so far.
      const rows: DOMRect[][] = [];
      for (const box of items.map((e) => e.getBoundingClientRect()).sort((a, b) => a.top - b.top)) {
        const row = rows.at(-1);
        if (row && box.top < Math.max(...row.map((b) => b.bottom)) - 1) row.push(box);
        else rows.push([box]);
      }
      const name = `the grid of "${(items[0].textContent ?? "").trim().slice(0, 30)}"…`;
      for (const row of rows) {
        const left = Math.min(...row.map((b) => b.left)) - grid.left;
        const right = grid.right - Math.max(...row.map((b) => b.right));
        if (Math.abs(left - right) > 2)
          found.push(
            `${name}: a row of ${row.length} leaves ${Math.round(left)} px left, ${Math.round(right)} px right`,
          );
        else if (row.length === 1 && left + right > 2 && rows.some((r) => r.length > 1))
          found.push(
            `${name}: a row holds one item ${Math.round(row[0].width)} px wide in ${Math.round(grid.width)} px`,
          );
      }
    }
    return found;
  });
}

/**
 * Rows of article cards whose titles do not start, or whose links to the article do not end, at one
 * height, one line each.
 */
function unevenCards(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const rows = new Map<number, { title: string; top: number; bottom: number }[]>();
    for (const card of document.querySelectorAll("main article")) {
      const link = [...card.querySelectorAll("a")].at(-1);
      const heading = card.querySelector("h3");
      if (!link || !heading) continue;
      const top = Math.round(card.getBoundingClientRect().top);
      const title = heading.textContent ?? "";
      rows.set(top, [
        ...(rows.get(top) ?? []),
        { title, top: heading.getBoundingClientRect().top, bottom: link.getBoundingClientRect().bottom },
      ]);
    }
    const uneven = (values: number[]) => Math.max(...values) - Math.min(...values) > 1;
    const names = (row: { title: string }[]) => `the cards "${row.map((c) => c.title.slice(0, 24)).join('", "')}"`;
    return [...rows.values()].flatMap((row) => [
      ...(uneven(row.map((c) => c.top)) ? [`${names(row)} start their titles at different heights`] : []),
      ...(uneven(row.map((c) => c.bottom)) ? [`${names(row)} end their links at different heights`] : []),
    ]);
  });
}

/**
 * Rows made focus stops for a keyboard to scroll them, where they do not scroll (laid out whole on
 * a tablet or a desktop): a Tab that rings a whole section and does nothing, one line each.
 */
function stopsThatDoNotScroll(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    [...document.querySelectorAll<HTMLElement>("main [tabindex='0']")]
      .filter((row) => row.scrollWidth <= row.clientWidth && row.scrollHeight <= row.clientHeight)
      .map((row) => `the row "${row.getAttribute("aria-label")}" is a focus stop but does not scroll`),
  );
}

/**
 * From 1024 px up, each headed section of <main> whose content fills less than two thirds of its
 * container's width: a band half empty on a wide screen, one line each. (A page's top and an
 * untitled paragraph keep a reading measure.)
 */
function halfEmptySections(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    [...document.querySelectorAll<HTMLElement>("main > section:has(h2)")].flatMap((section) => {
      const container = section.firstElementChild?.getBoundingClientRect();
      // Where its words and pictures end, not its boxes (a heading's box is as wide as its column).
      const parts: DOMRect[] = [...section.querySelectorAll("img, svg")].map((e) => e.getBoundingClientRect());
      const words = document.createTreeWalker(section, NodeFilter.SHOW_TEXT);
      const range = document.createRange();
      for (let node = words.nextNode(); node; node = words.nextNode()) {
        if (!node.textContent?.trim()) continue;
        range.selectNodeContents(node);
        parts.push(...range.getClientRects());
      }
      if (!container || !parts.some((box) => box.width > 0)) return [];
      const right = Math.max(...parts.filter((box) => box.width > 0).map((box) => box.right)) - container.left;
      const heading = (section.querySelector("h2")?.textContent ?? "").trim().slice(0, 30);
      return right < (container.width * 2) / 3
        ? [`the section "${heading}" fills ${Math.round(right)} of ${Math.round(container.width)} px`]
        : [];
    }),
  );
}

/**
 * Boxed items (panels, cards) side by side in a grid of <main> whose heights differ: a row with one
 * box standing taller than its neighbours, one line each.
 */
function unevenBoxes(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const found: string[] = [];
    for (const grid of document.querySelectorAll<HTMLElement>("main *")) {
      if (getComputedStyle(grid).display !== "grid") continue;
      const boxes = [...grid.children].filter(
        (e) => e.getBoundingClientRect().width > 0 && parseFloat(getComputedStyle(e).borderTopWidth) > 0,
      );
      const rows = new Map<number, { name: string; height: number }[]>();
      for (const box of boxes) {
        const { top, height } = box.getBoundingClientRect();
        const name = (box.querySelector("h2, h3, h4")?.textContent ?? "").trim().slice(0, 30);
        rows.set(Math.round(top), [...(rows.get(Math.round(top)) ?? []), { name, height }]);
      }
      for (const row of rows.values()) {
        const heights = row.map((b) => b.height);
        if (row.length > 1 && Math.max(...heights) - Math.min(...heights) > 1)
          found.push(
            `the boxes "${row.map((b) => b.name).join('", "')}" are ${heights.map(Math.round).join(", ")} px tall`,
          );
      }
    }
    return found;
  });
}

/** The pages with a team, and the team's heading in the page's language. */
const teams = entries.flatMap((entry) => {
  const route = manifest.routes.find((r) => r.path === entry.source) as {
    blocks?: { type: string; heading: Record<string, string> }[];
  };
  const team = route.blocks?.find((b) => b.type === "team");
  return team ? [{ entry, heading: team.heading[entry.lang] }] : [];
});

/** Each person of the team under the heading: their name, on how many lines, and whether beside their photo. */
function teamNames(page: Page, heading: string) {
  return page.evaluate((text) => {
    const section = [...document.querySelectorAll("main section")].find(
      (s) => s.querySelector("h2")?.textContent === text,
    );
    return [...(section?.querySelectorAll("li") ?? [])].map((li) => {
      const name = li.querySelector("h3")!;
      const photo = (li.firstElementChild as HTMLElement).getBoundingClientRect();
      const box = name.getBoundingClientRect();
      return {
        name: name.textContent,
        lines: box.height / parseFloat(getComputedStyle(name).lineHeight),
        beside: box.left >= photo.right,
      };
    });
  }, heading);
}

describe("the block-composed pages", () => {
  it.for([...pools.keys()])(
    "%i px: lay out their grids without an orphan row, the blog's cards of a row start their titles and end their links at one height, a row is a focus stop only where it scrolls, and from 1024 px no section is half empty",
    async (width, { expect }) => {
      await pools.get(width)!.use(async ({ page }) => {
        const problems: string[] = [];
        for (const entry of entries) {
          await open(page, entry.path);
          const at = `${where(entry)} at ${width} px`;
          problems.push(...(await orphanRows(page)).map((line) => `${at}: ${line}`));
          problems.push(...(await unevenCards(page)).map((line) => `${at}: ${line}`));
          problems.push(...(await stopsThatDoNotScroll(page)).map((line) => `${at}: ${line}`));
          if (width >= 1024) problems.push(...(await halfEmptySections(page)).map((line) => `${at}: ${line}`));
        }
        expect(problems).toEqual([]);
      });
    },
  );
});

describe("on a phone (375 px)", () => {
  it(`the home page is shorter than ${phoneHomeBound} px in each language`, async ({ expect }) => {
    await phone.use(async ({ page }) => {
      for (const home of homes) {
        await open(page, home.path);
        const height = await page.evaluate(() => document.documentElement.scrollHeight);
        expect(height, `${where(home)} is ${height} px long`).toBeLessThan(phoneHomeBound);
      }
    });
  });

  it("a team member's name is on one line, beside their photo", async ({ expect }) => {
    expect(teams.length).toBeGreaterThan(0);
    await phone.use(async ({ page }) => {
      for (const { entry, heading } of teams) {
        await open(page, entry.path);
        const people = await teamNames(page, heading);
        expect(people.length, where(entry)).toBeGreaterThan(0);
        for (const person of people)
          expect(person, where(entry)).toMatchObject({ lines: expect.closeTo(1, 0), beside: true });
      }
    });
  });

  it("each row that scrolls sideways stays inside the window and scrolls with the keyboard", async ({ expect }) => {
    await phone.use(async ({ page }) => {
      for (const home of homes) {
        await open(page, home.path);
        const rows = page.locator("main [role=group][tabindex='0']");
        expect(await rows.count(), `${where(home)} has no row that scrolls`).toBeGreaterThan(0);
        for (const row of await rows.all()) {
          const name = `${where(home)}, the row "${await row.getAttribute("aria-label")}"`;
          const box = await row.evaluate((e) => {
            const { left, right } = e.getBoundingClientRect();
            return {
              left,
              right,
              scrolls: e.scrollWidth > e.clientWidth,
              window: document.documentElement.clientWidth,
            };
          });
          expect(box.scrolls, `${name} does not scroll`).toBe(true);
          expect(box.left, `${name} starts left of the window`).toBeGreaterThanOrEqual(-0.5);
          expect(box.right, `${name} ends right of the window`).toBeLessThanOrEqual(box.window + 0.5);
          await row.focus();
          await page.keyboard.press("ArrowRight");
          await expect
            .poll(() => row.evaluate((e) => e.scrollLeft), {
              message: `${name}: the right arrow key does not scroll it`,
            })
            .toBeGreaterThan(0);
        }
        const pageWidth = await page.evaluate(() => document.documentElement.scrollWidth);
        expect(pageWidth, `${where(home)} scrolls sideways`).toBe(375);
      }
    });
  });

  it("a link of a row that scrolls sideways is in sight whole when Tab gives it the focus", async ({ expect }) => {
    await phone.use(async ({ page }) => {
      const problems: string[] = [];
      for (const home of homes) {
        await open(page, home.path);
        // The first links of each row: those after the first are where the row must scroll.
        const rows = await page.locator("main [role=group][tabindex='0']").all();
        const links = (await Promise.all(rows.map((row) => row.locator("a[href]").all()))).flatMap((all) =>
          all.slice(0, 4),
        );
        for (const link of links) {
          // Focused as Tab does, from the element before it.
          await link.evaluate((a) => {
            const all = [...document.querySelectorAll<HTMLElement>("a[href], button, [tabindex='0']")];
            all[all.indexOf(a as HTMLElement) - 1]?.focus();
          });
          await page.keyboard.press("Tab");
          // Scrolling may be smooth: the item is measured once its row has stopped scrolling.
          const hidden = await link.evaluate(async (a) => {
            const group = a.closest<HTMLElement>("[role=group]")!;
            await new Promise<void>((settled) => {
              let last = -1;
              const tick = () =>
                group.scrollLeft === last ? settled() : ((last = group.scrollLeft), setTimeout(tick, 100));
              setTimeout(tick, 100);
            });
            const row = group.getBoundingClientRect();
            const item = a.closest("[role=group] > * > *")!.getBoundingClientRect();
            return Math.round(
              item.width - Math.max(0, Math.min(item.right, row.right) - Math.max(item.left, row.left)),
            );
          });
          if (hidden > 1)
            problems.push(`${where(home)}: "${(await link.textContent())?.trim()}" is ${hidden} px out of sight`);
        }
      }
      expect(problems).toEqual([]);
    });
  });
});

describe("a customer story's rating", () => {
  const stories = table.filter((e) => {
    const route = manifest.routes.find((r) => r.path === e.source);
    return route?.template === "page" && route.blocks.some((b) => b.type === "testimonials");
  });
  it("draws its stars in the accent colour", async ({ expect }) => {
    const [r, g, b] = [1, 3, 5].map((i) => parseInt(theme.color.accent.slice(i, i + 2), 16));
    await pools.get(1280)!.use(async ({ page }) => {
      for (const entry of stories) {
        await open(page, entry.path);
        const fills = await page
          .locator("main li svg")
          .evaluateAll((stars) =>
            [...new Set(stars.map((s) => getComputedStyle(s).fill))].filter((fill) => fill !== "rgba(0, 0, 0, 0)"),
          );
        expect(fills, where(entry)).toEqual([`rgb(${r}, ${g}, ${b})`]);
      }
    });
  });
});

/**
 * Rows of key figures whose figures do not end at one height, or whose captions do not start at
 * one, one line each: a figure or a caption taking two lines pushed its own tile's caption down.
 */
function unevenFigures(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const found: string[] = [];
    for (const list of document.querySelectorAll("main dl")) {
      const rows = new Map<number, { figure: number; caption: number; text: string }[]>();
      for (const tile of list.children) {
        const [caption, figure] = [tile.querySelector("dt"), tile.querySelector("dd")];
        if (!caption || !figure) continue;
        const top = Math.round(tile.getBoundingClientRect().top);
        const row = rows.get(top) ?? [];
        row.push({
          figure: figure.getBoundingClientRect().bottom,
          caption: caption.getBoundingClientRect().top,
          text: figure.textContent ?? "",
        });
        rows.set(top, row);
      }
      for (const row of rows.values()) {
        const spread = (values: number[]) => Math.max(...values) - Math.min(...values);
        if (spread(row.map((t) => t.figure)) > 1 || spread(row.map((t) => t.caption)) > 1)
          found.push(`the figures "${row.map((t) => t.text).join('", "')}" and their captions are not level`);
      }
    }
    return found;
  });
}

describe("the pages with key figures (visas, test preparation)", () => {
  const withFigures = new Set(
    manifest.routes.filter((r) => r.template === "visa" || r.template === "test-prep").map((r) => r.path),
  );
  const figurePages = table.filter((e) => withFigures.has(e.source));
  it.for([375, 1280])(
    "%i px: the figures of a row end level, and their captions start level",
    async (width, { expect }) => {
      const pool = width === 375 ? phone : pools.get(width)!;
      await pool.use(async ({ page }) => {
        const problems: string[] = [];
        for (const entry of figurePages) {
          await open(page, entry.path);
          problems.push(...(await unevenFigures(page)).map((line) => `${where(entry)} at ${width} px: ${line}`));
        }
        expect(problems).toEqual([]);
      });
    },
  );
});

describe("one page of each kind, in each language", () => {
  const samples = [...new Map(table.map((e) => [`${manifest.routes[e.index].template} ${e.lang}`, e])).values()];
  it.for([768, 1280])("%i px: boxes side by side are of one height", async (width, { expect }) => {
    await pools.get(width)!.use(async ({ page }) => {
      const problems: string[] = [];
      for (const entry of samples) {
        await open(page, entry.path);
        problems.push(...(await unevenBoxes(page)).map((line) => `${where(entry)} at ${width} px: ${line}`));
      }
      expect(problems).toEqual([]);
    });
  });
});

describe("a card a grid widens to a whole row", () => {
  // At 768 px related pages are two to a row: the first of three takes a row of its own.
  const samples = [...new Map(table.map((e) => [`${manifest.routes[e.index].template} ${e.lang}`, e])).values()];
  it("768 px: lies along its row, Learn more at its end beside its words, not stacked over a strip of empty space", async ({
    expect,
  }) => {
    await pools.get(768)!.use(async ({ page }) => {
      const problems: string[] = [];
      let wide = 0;
      for (const entry of samples) {
        await open(page, entry.path);
        const cards = await page.evaluate(
          (least) => {
            const found: { heading: DOMRect; arrow: DOMRect }[] = [];
            for (const arrow of document.querySelectorAll("main li [data-arrow]")) {
              const card = arrow.closest("li")!;
              const heading = card.querySelector("h3, h4");
              if (heading && card.getBoundingClientRect().width >= least)
                found.push({ heading: heading.getBoundingClientRect(), arrow: arrow.getBoundingClientRect() });
            }
            return found.map(({ heading, arrow }) => ({
              beside: arrow.left >= heading.right,
              above: arrow.top < heading.bottom + heading.height * 4,
            }));
          },
          parseFloat(theme.wideCard) * 16,
        );
        wide += cards.length;
        for (const card of cards)
          if (!card.beside || !card.above)
            problems.push(`${where(entry)}: a wide card's Learn more is under its words`);
      }
      expect(wide).toBeGreaterThan(0);
      expect(problems).toEqual([]);
    });
  });
});

describe("the team on a tablet and a desktop", () => {
  it.for([768, 1024, 1280])("%i px: each name is on one line", async (width, { expect }) => {
    await pools.get(width)!.use(async ({ page }) => {
      for (const { entry, heading } of teams) {
        await open(page, entry.path);
        const people = await teamNames(page, heading);
        expect(people.length, where(entry)).toBeGreaterThan(0);
        for (const person of people) expect(person, where(entry)).toMatchObject({ lines: expect.closeTo(1, 0) });
      }
    });
  });
});

describe("the top of every kind of page", () => {
  // One page of each template in each language: the top is drawn by the template, not the page.
  const samples = [...new Map(table.map((e) => [`${manifest.routes[e.index].template} ${e.lang}`, e])).values()];
  it.for([375, 768, 1024])("%i px: the title stands apart from the lead under it", async (width, { expect }) => {
    const pool = width === 375 ? phone : pools.get(width)!;
    await pool.use(async ({ page }) => {
      const problems: string[] = [];
      for (const entry of samples) {
        await open(page, entry.path);
        const gap = await page.evaluate(() => {
          const title = document.querySelector("main h1");
          const lead = [...(title?.closest("[data-surface]")?.querySelectorAll("p") ?? [])].find(
            (p) => p.getBoundingClientRect().top >= title!.getBoundingClientRect().bottom - 1,
          );
          return title && lead ? lead.getBoundingClientRect().top - title.getBoundingClientRect().bottom : undefined;
        });
        if (gap !== undefined && gap < 8)
          problems.push(`${where(entry)}: the lead starts ${Math.round(gap)} px under the title`);
      }
      expect(problems).toEqual([]);
    });
  });
});
