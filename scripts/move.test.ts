import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { backupsOf, runOn, siteCopy, validateFile } from "../tests/authoring-cli";
import { fixtureText } from "../tests/factories";

const visa = "/services/working-holiday";

describe("npm run move", () => {
  it("moves the page, rewrites every link, records a redirect, keeps a backup and says so in one line in each language", () => {
    const file = siteCopy();
    const result = runOn(file, "move", visa, "/services/work-and-holiday-462");
    expect(result).toMatchObject({ code: 0, err: "" });
    expect(result.out.trim().split("\n")).toEqual([
      `${file} файлд ${visa} хуудсыг /services/work-and-holiday-462 хаяг руу шилжүүлж (англи хувилбар нь: /en${visa} → /en/services/work-and-holiday-462), 6 холбоосыг шинэчиллээ; хуучин хаягаар орсон зочид шинэ хаяг руу шилжинэ. Өмнөх хувилбар: ${backupsOf(file)[0]}`,
      `Moved ${visa} to /services/work-and-holiday-462 (and /en${visa} to /en/services/work-and-holiday-462) in ${file}: rewrote 6 references, and the old address now redirects to the new one. Backup: ${backupsOf(file)[0]}`,
    ]);
    const text = readFileSync(file, "utf8");
    const [body, redirects] = text.split('"redirects"');
    expect(body).not.toContain(visa);
    expect(JSON.parse(text).redirects).toEqual([{ from: visa, to: "/services/work-and-holiday-462" }]);
    expect(redirects).toContain(visa);
    expect(readFileSync(backupsOf(file)[0], "utf8")).toBe(fixtureText());
    expect(validateFile(file).problems).toEqual([]);
  });

  it("changes nothing and says why when the new path is taken", () => {
    const file = siteCopy();
    const result = runOn(file, "move", visa, "/about");
    expect(result).toEqual({
      code: 1,
      out: "",
      // In Mongolian first, then in English.
      err: `Хаягийг сольж чадсангүй: «/about» хаягийг өөр хуудас ашиглаж байна; өөр хаяг сонгоно уу\nCannot move the page: the path "/about" is already used by another page; choose another path\n`,
    });
    expect(readFileSync(file, "utf8")).toBe(fixtureText());
    expect(backupsOf(file)).toEqual([]);
  });

  it("shows its usage when a path is missing, in Mongolian then in English", () => {
    const result = runOn(siteCopy(), "move", visa);
    expect(result.code).toBe(2);
    expect(result.err).toMatch(
      /^Хуудасны одоогийн хаяг болон шинэ хаягийг бичнэ үү\.\nБичих нь: npm run move -- ХУУЧИН ШИНЭ .*\nName the page's path and its new path\.\nusage: npm run move -- OLD NEW /,
    );
  });
});
