import { expect, it } from "vitest";
import { typeset } from "../../src/content/typography";
import { recommend } from "../../src/finder/recommend";
import { localizePath } from "../../src/routes/table";
import { newPage, openPage, siteForSuite, withoutBlockedScripts } from "./browser";
import { finder, finderHydrated, finderRoute } from "./finder-island";
import { manifest } from "./page-checks";

const site = siteForSuite();

const path = localizePath(finderRoute.path, "en");
const text = manifest.interface;
// A visitor whom the first rule fits: its answers where it names any, the first option elsewhere.
const answers: Record<string, string> = Object.fromEntries(
  finder.questions.map((q) => [q.id, finder.rules[0].when[q.id]?.[0] ?? q.options[0].value]),
);

it(`the visa finder on ${path}: first answer, a reminder of the rest, the recommendation, then booking a consultation`, async () => {
  const { page, trouble } = await openPage(site, path, { viewport: { width: 1280, height: 800 } });
  // Brought onto the screen, the finder is hydrated before it is used (islands.test.ts answers it sooner).
  await finderHydrated(page);
  const section = page.locator("section", { has: page.getByRole("heading", { name: finder.heading!.en }) });
  const choose = async (questionId: string) => {
    const question = finder.questions.find((q) => q.id === questionId)!;
    const option = question.options.find((o) => o.value === answers[questionId])!;
    await section
      .getByRole("group", { name: question.label.en })
      .getByRole("radio", { name: option.label.en, exact: true })
      .check();
  };
  // With script, the note that stands in for the finder without it is not there.
  expect(await section.getByText(text["finder.needsScript"].en).isVisible()).toBe(false);
  const [first, second] = finder.questions;
  await choose(first.id);
  await section.getByRole("button", { name: text["finder.submit"].en }).click();
  expect(
    await section.getByRole("alert").textContent(),
    `${path} (en) visa finder: no reminder of the unanswered questions`,
  ).toBe(text["finder.incomplete"].en.replace("{n}", String(finder.questions.length - 1)));
  const focusedName = await page.evaluate(() => (document.activeElement as HTMLInputElement | null)?.name);
  expect(focusedName, `${path} (en) visa finder: the focus is not on the first unanswered question`).toBe(second.id);

  for (const question of finder.questions.slice(1)) await choose(question.id);
  expect(
    await section.getByRole("status").count(),
    `${path} (en) visa finder: the last answer showed a recommendation before it was asked for`,
  ).toBe(0);
  await section.getByRole("button", { name: text["finder.submit"].en }).click();
  const rule = recommend(finder.rules, answers)!;
  const visa = manifest.routes.find((r) => r.path === rule.recommend)!;
  const result = section.getByRole("status");
  await result.waitFor();
  expect(
    await result.getByRole("heading").first().textContent(),
    `${path} (en) visa finder: the recommended visa`,
  ).toBe(typeset(visa.title.en));
  // Typeset as the page shows it (a range's hyphen kept on its line).
  expect(await result.textContent()).toContain(typeset(rule.reason.en));
  expect(
    await result.evaluate((e) => e === document.activeElement),
    `${path} (en) visa finder: the focus is lost when the form gives way to the recommendation`,
  ).toBe(true);
  expect(await result.getByRole("link", { name: text["finder.details"].en }).getAttribute("href")).toBe(
    `/en${visa.path}`,
  );

  await result.getByRole("button", { name: text["finder.book"].en }).click();
  const dialog = page.getByRole("dialog", { name: text["dialog.title"].en });
  await dialog.waitFor();
  expect(await dialog.textContent(), `${path} (en) visa finder: booking does not show the office's contacts`).toContain(
    manifest.settings.contact.email,
  );
  await page.keyboard.press("Escape");
  await dialog.waitFor({ state: "hidden" });

  await result.getByRole("button", { name: text["finder.retake"].en }).click();
  expect(
    await section.getByRole("radio", { checked: true }).count(),
    `${path} (en) visa finder: retaking keeps old answers`,
  ).toBe(0);
  expect(trouble.all()).toEqual([]);
  await page.close();
});

it(`the visa finder on a phone (${localizePath(finderRoute.path, "mn")}): a tap anywhere on an answer chooses it, the recommendation shows from its title, and a retake starts at the first question`, async () => {
  const mnPath = localizePath(finderRoute.path, "mn");
  const { page, trouble } = await openPage(site, mnPath, { viewport: { width: 375, height: 740 } });
  await finderHydrated(page);
  const section = page.locator("section", { has: page.getByRole("heading", { name: finder.heading!.mn }) });
  // Every row of answers is filled: two to a row, the last of an odd number as wide as the row.
  const rows = await section.getByRole("group").evaluateAll((groups) =>
    groups.map((group) => {
      const tiles = [...group.querySelectorAll("input[type=radio]")].map((r) => r.closest("label")!.parentElement!);
      const row = tiles[0].parentElement!.getBoundingClientRect();
      const ends = tiles.map((t) => t.getBoundingClientRect()).map((b) => ({ top: b.top, right: b.right }));
      return { right: row.right, lastTop: ends.at(-1)!.top, rowEnds: ends.filter((e) => e.top === ends.at(-1)!.top) };
    }),
  );
  for (const row of rows) expect(Math.max(...row.rowEnds.map((e) => e.right))).toBeCloseTo(row.right, 0);
  for (const question of finder.questions) {
    const option = question.options.find((o) => o.value === answers[question.id])!;
    const radio = section
      .getByRole("group", { name: question.label.mn })
      .getByRole("radio", { name: option.label.mn, exact: true });
    await radio.scrollIntoViewIfNeeded();
    // The corner of the answer's tile, away from its words: in its padding, or on the band under it.
    const corner = await radio.evaluate((input) => {
      const box = input.closest("label")!.parentElement!.getBoundingClientRect();
      return { x: box.right - 3, y: box.bottom - 3 };
    });
    await page.mouse.click(corner.x, corner.y);
    await expect.poll(() => radio.isChecked(), { timeout: 5_000 }).toBe(true);
  }
  await section.getByRole("button", { name: text["finder.submit"].mn }).click();
  const result = section.getByRole("status");
  await result.waitFor();
  // The visa's name is on the screen, below the header, not scrolled past.
  const header = await page
    .locator("header")
    .first()
    .evaluate((h) => h.getBoundingClientRect().bottom);
  await expect
    .poll(() =>
      result
        .getByRole("heading")
        .first()
        .evaluate((h) => h.getBoundingClientRect().top),
    )
    .toBeGreaterThanOrEqual(header);
  expect(
    await result
      .getByRole("heading")
      .first()
      .evaluate((h) => h.getBoundingClientRect().bottom),
  ).toBeLessThan(740);

  await result.getByRole("button", { name: text["finder.retake"].mn }).click();
  const firstQuestion = section.getByRole("group", { name: finder.questions[0].label.mn });
  await expect
    .poll(() => page.evaluate(() => (document.activeElement as HTMLInputElement | null)?.name))
    .toBe(finder.questions[0].id);
  const top = await firstQuestion.evaluate((q) => q.getBoundingClientRect().top);
  expect(top).toBeGreaterThanOrEqual(header);
  expect(top).toBeLessThan(740);
  expect(trouble.all()).toEqual([]);
  await page.close();
});

it(`without JavaScript, the visa finder on ${localizePath(finderRoute.path, "mn")} says it needs it and offers a consultation, not a button that would drop the answers`, async () => {
  const mnPath = localizePath(finderRoute.path, "mn");
  const { page, trouble } = await newPage(site, { javaScriptEnabled: false, viewport: { width: 375, height: 740 } });
  await page.goto(site.base + mnPath);
  const section = page.locator("section", { has: page.getByRole("heading", { name: finder.heading!.mn }) });
  const note = section.getByText(text["finder.needsScript"].mn);
  await note.scrollIntoViewIfNeeded();
  expect(await note.isVisible(), `${mnPath} without JavaScript: the finder does not say it needs it`).toBe(true);
  expect(await section.getByRole("button", { name: text["finder.submit"].mn }).isVisible()).toBe(false);
  // Questions that could lead to no answer are not asked: the note comes right under the heading.
  expect(
    await section.locator("fieldset").first().isVisible(),
    `${mnPath} without JavaScript: the questions show`,
  ).toBe(false);
  await section.getByRole("button", { name: text["finder.book"].mn }).click();
  const dialog = page.getByRole("dialog", { name: text["dialog.title"].mn });
  await dialog.waitFor();
  expect(await dialog.textContent()).toContain(manifest.settings.contact.email);
  expect(withoutBlockedScripts(trouble.all())).toEqual([]);
  await page.close();
});
