import type { Locator, Page } from "playwright-core";
import { describe, expect, it, type ExpectStatic } from "vitest";
import { enhanced, newPage, openPage, pagePool, siteForSuite, withoutBlockedScripts } from "./browser";
import { manifest } from "./page-checks";

const site = siteForSuite();

const desktop = { viewport: { width: 1280, height: 800 } };
// The desktop tests take turns in a few tabs: each starts from a fresh load of /en.
const tabs = pagePool(site, desktop);
const title = (path: string) => manifest.routes.find((r) => r.path === path)!.title;
/** The header's first link (the home page, on the real site), as the phone menu shows it. */
const firstLink = manifest.navigation.header.links[0];
const firstLabel = (firstLink.label ?? title(firstLink.path)).en;
const menus = manifest.navigation.header.menus.map((menu) => ({
  label: menu.label.en,
  links: menu.columns.flatMap((c) => c.links.map((l) => ({ path: l.path, label: (l.label ?? title(l.path)).en }))),
}));

/**
 * A dropdown's button: the summary of its disclosure (<details>), whose `open` the browser exposes
 * as the button's expanded state.
 */
const triggerOf = (page: Page, label: string) => page.locator("header details > summary", { hasText: label });
const isOpen = (trigger: Locator) => trigger.evaluate((summary) => (summary.parentElement as HTMLDetailsElement).open);
/** The panel a menu's trigger opens. */
const panelOf = (trigger: Locator) => trigger.locator("xpath=following-sibling::*[1]");

async function expectOpen(expect: ExpectStatic, trigger: Locator, links: { label: string }[], at: string) {
  await expect.poll(() => isOpen(trigger), { message: `${at}: the menu did not open` }).toBe(true);
  const panel = panelOf(trigger);
  for (const link of links)
    expect(
      await panel.getByRole("link", { name: link.label, exact: true }).isVisible(),
      `${at}: "${link.label}" is not visible in the open menu`,
    ).toBe(true);
}

/** /en freshly loaded in a pooled tab, the pointer away from the menus wherever the last test left it. */
async function openEn(page: Page) {
  await page.mouse.move(640, 780);
  await page.goto(site.base + "/en");
  await enhanced(page);
}

const focused = (page: Page) => page.evaluate(() => document.activeElement?.textContent?.trim() ?? "");

describe.concurrent("each header dropdown of /en (desktop)", () => {
  it.for(menus)(
    "$label opens on hover, closes when the pointer leaves, and its links navigate",
    async (menu, { expect }) => {
      await tabs.use(async ({ page, trouble }) => {
        await openEn(page);
        const trigger = triggerOf(page, menu.label);
        await trigger.hover();
        await expectOpen(expect, trigger, menu.links, `/en (en) menu "${menu.label}" by hover`);
        await page.mouse.move(640, 780);
        await expect
          .poll(() => isOpen(trigger), { message: `/en (en) menu "${menu.label}" stays open after the pointer left` })
          .toBe(false);
        // Coming back within the spec's 300 ms skip delay, the pointer reopens the menu at once: the
        // click that follows leaves it open.
        await trigger.click();
        await expectOpen(expect, trigger, menu.links, `/en (en) menu "${menu.label}" by click`);
        const last = menu.links.at(-1)!;
        await panelOf(trigger).getByRole("link", { name: last.label, exact: true }).click();
        await page.waitForURL(site.base + (last.path === "/" ? "/en" : `/en${last.path}`));
        expect(trouble.all()).toEqual([]);
      });
    },
  );

  it.for(menus)(
    "$label opens with Enter, moves with the arrow keys, and Esc closes it and returns focus",
    async (menu, { expect }) => {
      await tabs.use(async ({ page, trouble }) => {
        await openEn(page);
        const trigger = triggerOf(page, menu.label);
        await trigger.focus();
        await page.keyboard.press("Enter");
        await expectOpen(expect, trigger, menu.links, `/en (en) menu "${menu.label}" by Enter`);
        await page.keyboard.press("ArrowDown");
        await expect
          .poll(() => focused(page), {
            message: `/en (en) menu "${menu.label}": ArrowDown does not reach the first link`,
          })
          .toBe(menu.links[0].label);
        if (menu.links.length > 1) {
          await page.keyboard.press("ArrowDown");
          await expect
            .poll(() => focused(page), {
              message: `/en (en) menu "${menu.label}": ArrowDown does not move to the second link`,
            })
            .toBe(menu.links[1].label);
        }
        await page.keyboard.press("Escape");
        await expect
          .poll(() => isOpen(trigger), { message: `/en (en) menu "${menu.label}": Esc does not close it` })
          .toBe(false);
        expect(
          await trigger.evaluate((e) => e === document.activeElement),
          `/en (en) menu "${menu.label}": after Esc the focus is not back on its button`,
        ).toBe(true);
        // A closed menu also opens on ArrowDown, with the focus on its first link.
        await page.keyboard.press("ArrowDown");
        await expect
          .poll(() => focused(page), {
            message: `/en (en) menu "${menu.label}": ArrowDown on the closed button does not open it`,
          })
          .toBe(menu.links[0].label);
        expect(trouble.all()).toEqual([]);
      });
    },
  );
});

it("a dropdown's button tells assistive technology whether its menu is open", async () => {
  const { page, trouble } = await openPage(site, "/en", desktop);
  const cdp = await page.context().newCDPSession(page);
  // The state as the browser's accessibility tree gives it to a screen reader.
  const expanded = async () => {
    const { nodes } = (await cdp.send("Accessibility.getFullAXTree")) as {
      nodes: {
        ignored: boolean;
        name?: { value: string };
        properties?: { name: string; value: { value: unknown } }[];
      }[];
    };
    const node = nodes.find(
      (n) => !n.ignored && n.name?.value === menus[0].label && n.properties?.some((p) => p.name === "expanded"),
    );
    return node?.properties?.find((p) => p.name === "expanded")?.value.value;
  };
  expect(await expanded()).toBe(false);
  await triggerOf(page, menus[0].label).click();
  await expect.poll(expanded).toBe(true);
  await page.keyboard.press("Escape");
  await expect.poll(expanded).toBe(false);
  expect(trouble.all()).toEqual([]);
  await page.close();
});

describe("the phone menu at 375 px", () => {
  it("is hidden behind its toggle, opens, shows the dropdowns' links, navigates and closes", async () => {
    const { page, trouble } = await openPage(site, "/en/about", {
      viewport: { width: 375, height: 740 },
      isMobile: true,
      hasTouch: true,
    });
    const home = page.getByRole("navigation").getByRole("link", { name: firstLabel, exact: true });
    expect(await home.isVisible(), "/en/about (en) at 375 px: the menu shows before the toggle is pressed").toBe(false);
    const toggle = page.getByRole("button", { name: manifest.interface["nav.menu"].en, exact: true });
    await toggle.click();
    await expect
      .poll(() => home.isVisible(), { message: "/en/about (en) at 375 px: the toggle does not open the menu" })
      .toBe(true);
    const close = page.getByRole("button", { name: manifest.interface["nav.close"].en, exact: true });
    expect(await close.getAttribute("aria-expanded")).toBe("true");
    expect(
      await page.evaluate(
        (id) => document.getElementById(id!)?.contains(document.querySelector("nav")),
        await close.getAttribute("aria-controls"),
      ),
      "/en/about (en) at 375 px: the toggle does not name the menu it shows",
    ).toBe(true);
    await page.keyboard.press("Escape");
    await expect
      .poll(() => home.isVisible(), { message: "/en/about (en) at 375 px: Esc does not close the menu" })
      .toBe(false);
    expect(await toggle.evaluate((e) => e === document.activeElement), "after Esc the focus is not on the toggle").toBe(
      true,
    );
    await toggle.click();
    // Each page once: a link of the row that a dropdown holds too is left to the dropdown.
    const shownTwice = await page.evaluate(() => {
      for (const details of document.querySelectorAll("nav details")) (details as HTMLDetailsElement).open = true;
      const shown = [...document.querySelectorAll<HTMLAnchorElement>("nav a")]
        .filter((a) => a.getBoundingClientRect().height > 0)
        .map((a) => a.getAttribute("href"));
      for (const details of document.querySelectorAll("nav details")) (details as HTMLDetailsElement).open = false;
      return shown.filter((href, i) => shown.indexOf(href) !== i);
    });
    expect(shownTwice, "/en/about (en) at 375 px: the phone menu lists these twice").toEqual([]);
    const menu = menus[1];
    const trigger = triggerOf(page, menu.label);
    await trigger.click();
    await expectOpen(expect, trigger, menu.links, `/en/about (en) at 375 px, menu "${menu.label}"`);
    await panelOf(trigger).getByRole("link", { name: menu.links[0].label, exact: true }).click();
    await page.waitForURL(`${site.base}/en${menu.links[0].path}`);
    await expect
      .poll(() => home.isVisible(), { message: "/en/about (en) at 375 px: the menu stays open after navigating" })
      .toBe(false);
    expect(trouble.all()).toEqual([]);
    await page.close();
  });
});

describe("without JavaScript", () => {
  const off = { javaScriptEnabled: false };
  /** A dropdown as the prerendered HTML has it: a disclosure whose summary is the menu's label. */
  const dropdown = (page: Page, label: string) =>
    page.locator("header details", { has: page.locator("summary", { hasText: label }) });

  it("each header dropdown opens on click, one at a time, and its links navigate (desktop)", async () => {
    const { page, trouble } = await newPage(site, { ...desktop, ...off });
    await page.goto(site.base + "/en");
    for (const [i, menu] of menus.entries()) {
      const at = `/en (en) without JavaScript, menu "${menu.label}"`;
      const panel = dropdown(page, menu.label);
      expect(
        await panel.getByRole("link", { name: menu.links[0].label, exact: true }).isVisible(),
        `${at}: shows its links before it is opened`,
      ).toBe(false);
      await panel.locator("summary").click();
      for (const link of menu.links)
        expect(
          await panel.getByRole("link", { name: link.label, exact: true }).isVisible(),
          `${at}: "${link.label}" is not visible once opened`,
        ).toBe(true);
      if (i > 0)
        expect(
          await dropdown(page, menus[i - 1].label).getAttribute("open"),
          `${at}: the menu before it stays open`,
        ).toBeNull();
    }
    const menu = menus[0];
    const last = menu.links.at(-1)!;
    await dropdown(page, menus.at(-1)!.label).locator("summary").click();
    await dropdown(page, menu.label).locator("summary").click();
    await dropdown(page, menu.label).getByRole("link", { name: last.label, exact: true }).click();
    await page.waitForURL(`${site.base}/en${last.path}`);
    expect(withoutBlockedScripts(trouble.all())).toEqual([]);
    await page.close();
  });

  it("the phone menu's toggle shows the menu at 375 px, its dropdowns open and their links navigate", async () => {
    const { page, trouble } = await newPage(site, {
      viewport: { width: 375, height: 740 },
      isMobile: true,
      hasTouch: true,
      ...off,
    });
    await page.goto(site.base + "/en/about");
    const home = page.getByRole("navigation").getByRole("link", { name: firstLabel, exact: true });
    expect(
      await home.isVisible(),
      "/en/about (en) at 375 px without JavaScript: the menu shows before the toggle is pressed",
    ).toBe(false);
    await page.getByRole("link", { name: manifest.interface["nav.menu"].en, exact: true }).click();
    await expect
      .poll(() => home.isVisible(), {
        message: "/en/about (en) at 375 px without JavaScript: the toggle does not open the menu",
      })
      .toBe(true);
    const close = page.getByRole("link", { name: manifest.interface["nav.close"].en, exact: true });
    expect(await close.isVisible(), "/en/about (en) at 375 px without JavaScript: no way to close the open menu").toBe(
      true,
    );
    // Closed, the menu leaves the page where it was read, not at its top. (Pressed where they are:
    // a locator's click would first scroll the page to them itself.)
    await close.click();
    await expect.poll(() => home.isVisible()).toBe(false);
    const press = async (link: typeof close) => {
      const box = (await link.boundingBox())!;
      await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
    };
    await page.mouse.wheel(0, 1200);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(1000);
    await press(page.getByRole("link", { name: manifest.interface["nav.menu"].en, exact: true }));
    await expect.poll(() => home.isVisible()).toBe(true);
    const opened = await page.evaluate(() => window.scrollY);
    await press(close);
    await expect.poll(() => home.isVisible()).toBe(false);
    expect(
      await page.evaluate(() => window.scrollY),
      "/en/about (en) at 375 px without JavaScript: closing the menu scrolls the page",
    ).toBe(opened);
    expect(opened).toBeGreaterThan(1000);
    await page.getByRole("link", { name: manifest.interface["nav.menu"].en, exact: true }).click();
    const menu = menus[1];
    await dropdown(page, menu.label).locator("summary").click();
    await dropdown(page, menu.label).getByRole("link", { name: menu.links[0].label, exact: true }).click();
    await page.waitForURL(`${site.base}/en${menu.links[0].path}`);
    expect(
      await home.isVisible(),
      "/en/about (en) at 375 px without JavaScript: the menu stays open on the next page",
    ).toBe(false);
    expect(withoutBlockedScripts(trouble.all())).toEqual([]);
    await page.close();
  });
});
