import { describe, expect, it } from "vitest";
import { editFixture, fixturePublicDir, fixtureText } from "../../tests/factories";
import { createValidator } from "./index.server";
import { formatProblem } from "./report";

const validate = createValidator({ schemaDir: "schema", publicDir: fixturePublicDir });

/** What an author reads: one line per problem, exactly as `npm run validate` prints it. */
const linesFor = (text: string) => validate(text).problems.map((p) => formatProblem("site.manifest.json", p));

describe("a valid manifest", () => {
  it("has no problems", () => {
    expect(validate(fixtureText())).toMatchObject({ valid: true, problems: [] });
  });

  it("may begin with a byte order mark", () => {
    expect(validate("\ufeff" + fixtureText()).valid).toBe(true);
  });
});

describe("each mistake is reported with line:column, route, pointer and plain words", () => {
  it("a text without its English", () => {
    expect(linesFor(editFixture('"en": "Processing time"', '"xx": "Processing time"'))).toEqual([
      'site.manifest.json:307:20  route /services/working-holiday  /routes/2/stats/0/label/en  the English text ("en") is missing (write both languages: { "mn": "…", "en": "…" })',
      'site.manifest.json:309:13  route /services/working-holiday  /routes/2/stats/0/label/xx  the field "xx" is not allowed in a text, which has only "mn" and "en" (did you mean "mn"?)',
    ]);
    // The editor's English names the field as its form does, with no JSON to write.
    expect(validate(editFixture('"en": "Processing time"', '"xx": "Processing time"')).problems[0].en).toEqual({
      message: '"Caption": the English text is missing',
      hint: "write it in both languages, Mongolian and English",
    });
  });

  it("an empty or blank text", () => {
    expect(linesFor(editFixture('"en": "Functional English"', '"en": "  "'))).toEqual([
      "site.manifest.json:360:11  route /services/working-holiday  /routes/2/requirements/1/en  must not be empty or only spaces (The English text.)",
    ]);
    expect(validate(editFixture('"en": "Functional English"', '"en": "  "')).problems[0].en?.message).toBe(
      '"Requirement" (English) is empty',
    );
  });

  it("a path used twice", () => {
    expect(
      linesFor(editFixture('"path": "/about",\n      "template": "page"', '"path": "/",\n      "template": "page"')),
    ).toContain(
      'site.manifest.json:246:7  route /  /routes/1/path  the path "/" is already used by another page (routes[0]) (every page needs its own path)',
    );
  });

  it("a misspelt template, with the name it was probably meant to be, and only that", () => {
    expect(linesFor(editFixture('"template": "visa"', '"template": "viza"'))).toEqual([
      'site.manifest.json:287:7  route /services/working-holiday  /routes/2/template  "viza" is not a template (did you mean "visa"? templates: article, course, destination, page, service, test-prep, visa)',
    ]);
  });

  it("a page without a template", () => {
    expect(linesFor(editFixture('"template": "article",', ""))).toEqual([
      'site.manifest.json:380:5  route /blog/first-post  /routes/3/template  the required field "template" is missing (templates: article, course, destination, page, service, test-prep, visa)',
    ]);
    expect(validate(editFixture('"template": "article",', "")).problems[0].en?.message).toBe(
      '"Kind of page" must be filled in',
    );
  });

  it("an unknown property, with the one it was probably meant to be", () => {
    expect(linesFor(editFixture('"subclass": "462",', '"subclass": "462",\n      "subclas": "x",'))).toEqual([
      'site.manifest.json:297:7  route /services/working-holiday  /routes/2/subclas  the field "subclas" is not allowed in this place (did you mean "subclass"?)',
    ]);
  });

  it("a link to a route that does not exist", () => {
    expect(
      linesFor(editFixture('"path": "/blog/first-post"\n            }', '"path": "/blog/frist-post"\n            }')),
    ).toEqual([
      'site.manifest.json:111:15  navigation  /navigation/footer/columns/0/links/0/path  there is no page with the path "/blog/frist-post" (did you mean "/blog/first-post"?)',
    ]);
  });

  it("a link to a section a page does not have", () => {
    expect(linesFor(editFixture('"/#visa-finder"', '"/#visa-findr"'))).toEqual([
      'site.manifest.json:154:15  route /  /routes/0/blocks/0/actions/1/href  the page "/" has no section "#visa-findr" (did you mean "visa-finder"? sections with an anchor there: #visa-finder)',
    ]);
  });

  it("a text that only looks like a link to a section is not read as one", () => {
    expect(linesFor(editFixture('"en": "Functional English"', '"en": "/about#no-such-section"'))).toEqual([]);
  });

  it("a link to a section a page does not have, in the menus", () => {
    const manifest = JSON.parse(fixtureText());
    manifest.navigation.footer.columns[0].links[0].path = "/about#no-such-section";
    expect(validate(JSON.stringify(manifest, null, 2)).problems.map((p) => `${p.pointer}  ${p.message}`)).toEqual([
      '/navigation/footer/columns/0/links/0/path  the page "/about" has no section "#no-such-section"',
    ]);
  });

  it("a link inside rich text that goes nowhere (an error), or is not allowed (removed, with a warning)", () => {
    const link = 'Read about the <a href=\\"/services/working-holiday\\">';
    expect(linesFor(editFixture(link, link.replace("holiday", "holidays")))).toEqual([
      'site.manifest.json:266:13  route /about  /routes/1/blocks/0/body/en  the link "/services/working-holidays" in this text goes to no page (did you mean "/services/working-holiday"?)',
    ]);
    expect(linesFor(editFixture(link, 'Read about the <a href=\\"javascript:alert(1)\\">'))).toEqual([
      'site.manifest.json:266:13  route /about  /routes/1/blocks/0/body/en  warning: the link "javascript:alert(1)" (use the path of a page of this site (/about) or an address starting with https://, http://, mailto: or tel:) will be removed from this text when the site is built (formatted text may use <h2>, <h3>, <h4>, <p>, <br>, <ul>, <ol>, <li>, <a>, <strong>, <em>, <b>, <i>, <blockquote>, <table>, <caption>, <thead>, <tbody>, <tr>, <th>, <td>, <img>)',
    ]);
  });

  it("rich text that the build would trim: a warning naming what goes, and the manifest stays valid", () => {
    const link = 'Read about the <a href=\\"/services/working-holiday\\">';
    const text = editFixture(
      link,
      '<script>alert(1)</script><img src=\\"/images/monash.svg\\" alt=\\"Monash\\" onerror=\\"alert(1)\\"><img src=\\"https://evil.example/x.png\\">' +
        link,
    );
    expect(validate(text).valid).toBe(true);
    expect(linesFor(text)).toEqual([
      'site.manifest.json:266:13  route /about  /routes/1/blocks/0/body/en  warning: <script> and what it holds, onerror="…" on <img> and the picture "https://evil.example/x.png" (pictures must be files in public/, such as /images/photo.jpg) will be removed from this text when the site is built (formatted text may use <h2>, <h3>, <h4>, <p>, <br>, <ul>, <ol>, <li>, <a>, <strong>, <em>, <b>, <i>, <blockquote>, <table>, <caption>, <thead>, <tbody>, <tr>, <th>, <td>, <img>)',
    ]);
  });

  it("a link in rich text disguised with entities or control characters is read as the browser reads it", () => {
    const link = 'Read about the <a href=\\"/services/working-holiday\\">';
    expect(linesFor(editFixture(link, 'Read about the <a href=\\"jav&#x61;script&colon;alert(1)\\">'))[0]).toMatch(
      /^site\.manifest\.json:266:13 {2}route \/about {2}\/routes\/1\/blocks\/0\/body\/en {2}warning: the link "javascript:alert\(1\)" \(use the path of a page/,
    );
    expect(linesFor(editFixture(link, 'Read about the <a href=\\"/\\t/evil.example\\">'))[0]).toMatch(
      /warning: the link "\/\\t\/evil.example" \(a browser reads it as "\/\/evil.example"/,
    );
  });

  it("a web address that is not http(s), mailto or tel", () => {
    expect(linesFor(editFixture("https://www.monash.edu", "javascript:alert(1)"))).toEqual([
      'site.manifest.json:279:15  route /about  /routes/1/blocks/1/logos/0/url  "javascript:alert(1)" is not a link this site allows (use the path of a page of this site (/about) or an address starting with https://, http://, mailto: or tel:)',
    ]);
  });

  it("a web address disguised with entities, control characters or a second slash", () => {
    const lineFor = (bad: string) => linesFor(editFixture('"https://www.monash.edu"', JSON.stringify(bad)))[0];
    expect(lineFor("jav&#x61;script:alert(1)")).toBe(
      'site.manifest.json:279:15  route /about  /routes/1/blocks/1/logos/0/url  "jav&#x61;script:alert(1)" is not a link this site allows (a browser reads it as "javascript:alert(1)": write the address plainly, without HTML entities, control characters or line breaks)',
    );
    expect(lineFor(" javascript:alert(1)")).toMatch(/a browser reads it as "javascript:alert\(1\)"/);
    expect(lineFor("java\tscript:alert(1)")).toMatch(/a browser reads it as "javascript:alert\(1\)"/);
    expect(lineFor("https://www.monash.edu\u0000")).toMatch(
      /is not a link this site allows \(a browser reads it as "https:\/\/www.monash.edu"/,
    );
    expect(lineFor("//evil.example")).toMatch(/an address starting with \/\/ leads to another site/);
    expect(lineFor("/\\evil.example")).toMatch(/an address starting with \/\/ leads to another site/);
    expect(lineFor("data:text/html,<script>alert(1)</script>")).toMatch(
      /is not a link this site allows \(use the path of a page/,
    );
  });

  it("an image that is not under public/", () => {
    expect(linesFor(editFixture("/images/monash.svg", "/images/monash.png"))).toEqual([
      'site.manifest.json:278:15  route /about  /routes/1/blocks/1/logos/0/logo  there is no file public/images/monash.png (did you mean "/images/monash.svg"?)',
    ]);
  });

  it("a path that is not written the way paths are", () => {
    for (const bad of ["/About", "/about us", "/about/", "about"]) {
      const [line] = linesFor(
        editFixture('"path": "/about",\n      "template"', `"path": "${bad}",\n      "template"`),
      ).filter((l) => l.includes("/routes/1/path"));
      expect(line).toMatch(
        new RegExp(
          `^site\\.manifest\\.json:246:7  route ${bad.replace("/", "\\/")}  /routes/1/path  the text "${bad.replace("/", "\\/")}" is not written the expected way \\(The address of a page on this site: starts with /`,
        ),
      );
    }
  });

  it("a path reserved for the English pages or the 404 page", () => {
    for (const reserved of ["/en", "/en/about", "/404"])
      expect(linesFor(editFixture('"path": "/about",', `"path": "${reserved}",`))).toContain(
        `site.manifest.json:246:7  route ${reserved}  /routes/1/path  the path "${reserved}" is reserved (paths under /en are made automatically for the English pages, and /404 is the page-not-found page)`,
      );
  });

  it("a list shorter than the spec's fixed count", () => {
    const lastStat =
      ',\n        {\n          "value": {\n            "mn": "12 сар",\n            "en": "12 months"\n          },\n          "label": {\n            "mn": "Хүчинтэй хугацаа",\n            "en": "Validity"\n          }\n        }';
    expect(linesFor(editFixture(lastStat, ""))).toEqual([
      "site.manifest.json:301:7  route /services/working-holiday  /routes/2/stats  must have exactly 5 items; it has 4 (Exactly five key figures, such as processing time, service fee, government visa fee, age limit and validity.)",
    ]);
  });

  it("a value outside a list of allowed values", () => {
    expect(linesFor(editFixture('"icon": "passport"', '"icon": "pasport"'))[0]).toMatch(
      /^site\.manifest\.json:393:7 {2}route \/blog\/first-post {2}\/routes\/3\/icon {2}the text "pasport" is not one of the allowed values \(did you mean "passport"\? allowed: academic, .*\)$/,
    );
    expect(linesFor(editFixture('"defaultLanguage": "mn"', '"defaultLanguage": "en"'))).toEqual([
      'site.manifest.json:8:5  settings  /settings/defaultLanguage  the text "en" is not one of the allowed values (did you mean "mn"? allowed: mn)',
    ]);
  });

  it("a number where text belongs, and text where a number belongs", () => {
    expect(linesFor(editFixture('"readTime": 5,', '"readTime": "5 minutes",'))).toEqual([
      'site.manifest.json:392:7  route /blog/first-post  /routes/3/readTime  must be a whole number, without quotes, not the text "5 minutes" (About how many minutes the article takes to read.)',
    ]);
  });

  it("a phone number cut short or too long, or without its country code, with the form it must take", () => {
    const phone = '"+976 7711 2018"';
    for (const wrong of ["+976 7711 20", "+976 7711 20188", "7711 2018"]) {
      const [problem, ...more] = validate(editFixture(phone, `"${wrong}"`)).problems;
      expect(more).toEqual([]);
      const line = formatProblem("site.manifest.json", problem);
      expect(line).toContain(
        `settings  /settings/contact/phones/0  the text "${wrong}" is not written the expected way (`,
      );
      expect(line).toMatch(/ A Mongolian number has 8 digits after \+976\.\)$/);
      expect(problem.mn?.hint).toContain("Монголын дугаар +976-ийн дараа 8 оронтой байна");
      // The editor's English names the field as its form does.
      expect(problem.en?.message).toBe(`"Phone number": the text "${wrong}" is not written the expected way`);
    }
    for (const right of ["+976 77112018", "+97677112018", "+61 2 9876 5432", "+1 212 555 0100"])
      expect(validate(editFixture(phone, `"${right}"`)).problems).toEqual([]);
  });

  it("a date written another way", () => {
    expect(linesFor(editFixture('"2026-03-15"', '"15/03/2026"'))).toEqual([
      'site.manifest.json:394:7  route /blog/first-post  /routes/3/published  "15/03/2026" is not a date (write dates as YYYY-MM-DD, for example 2026-03-15)',
    ]);
  });

  it("an interface key written another way", () => {
    expect(linesFor(editFixture('"nav.home": {', '"Nav Home": {'))).toEqual([
      'site.manifest.json:53:5  interface  /interface/Nav Home  "Nav Home" is not a valid key (keys are lowercase words joined by dots, for example nav.home)',
    ]);
  });

  it("an article outside /blog/ or in a category that does not exist", () => {
    expect(linesFor(editFixture('"path": "/blog/first-post",', '"path": "/articles/first-post",'))).toContain(
      'site.manifest.json:381:7  route /articles/first-post  /routes/3/path  an article\'s path must start with /blog/, not "/articles/first-post" (for example /blog/articles/first-post)',
    );
    expect(linesFor(editFixture('"category": "visa"', '"category": "visas"'))).toEqual([
      'site.manifest.json:391:7  route /blog/first-post  /routes/3/category  "visas" is not one of the blog categories (did you mean "visa"? categories (settings.blogCategories): visa, study)',
    ]);
  });

  describe("the blog list", () => {
    // The fixture with a blog list on /blog, added after its last page so that no line above moves.
    const end = "      }\n    }\n  ]\n}";
    const blog = `      }\n    },\n    {\n      "path": "/blog",\n      "template": "page",\n      "title": { "mn": "Блог", "en": "Blog" },\n      "description": { "mn": "Зөвлөгөө.", "en": "Advice." },\n      "blocks": [{ "type": "blog-list", "heading": { "mn": "Нийтлэлүүд", "en": "Articles" } }]\n    }\n  ]\n}`;
    const withBlog = (...pairs: string[]) => linesFor(editFixture(end, blog, ...pairs));
    const footerLink = '"path": "/blog/first-post"\n            }';

    it("keeps /blog/page… and /blog/category… for its own pages", () => {
      expect(withBlog()).toEqual([]);
      for (const reserved of ["/blog/page", "/blog/page/2", "/blog/category", "/blog/category/visa"])
        expect(withBlog('"path": "/blog/first-post",', `"path": "${reserved}",`)).toContain(
          `site.manifest.json:381:7  route ${reserved}  /routes/3/path  the path "${reserved}" is reserved for the blog list's own pages (the blog list on /blog makes /blog/page/2, /blog/page/3… and /blog/category/ID for each category by itself: give this page a path that does not start with /blog/page or /blog/category)`,
        );
    });

    it("is on one page only", () => {
      const story = '"type": "rich-text",\n          "anchor": "story",';
      expect(
        withBlog(
          story,
          `"type": "blog-list", "heading": { "mn": "Блог", "en": "Blog" } },\n        {\n          ${story}`,
        ),
      ).toEqual([
        'site.manifest.json:407:18  route /blog  /routes/4/blocks/0  there is already a blog list on the page "/about" (routes[1]) (a site has one blog list, which makes the blog\'s pages and one page per category; remove this block, or show a few articles here with a "blog-teaser" block)',
      ]);
      const list = '{ "type": "blog-list", "heading": { "mn": "Нийтлэлүүд", "en": "Articles" } }';
      expect(withBlog(`[${list}]`, `[${list}, ${list}]`)).toEqual([
        'site.manifest.json:405:96  route /blog  /routes/4/blocks/1  there is already a blog list on the page "/blog" (routes[4]) (a site has one blog list, which makes the blog\'s pages and one page per category; remove this block, or show a few articles here with a "blog-teaser" block)',
      ]);
    });

    it("makes pages that links may lead to, and a link to a category that does not exist gets a suggestion", () => {
      expect(withBlog(footerLink, '"path": "/blog/category/study"\n            }')).toEqual([]);
      expect(withBlog(footerLink, '"path": "/blog/category/stuyd"\n            }')).toEqual([
        'site.manifest.json:111:15  navigation  /navigation/footer/columns/0/links/0/path  there is no page with the path "/blog/category/stuyd" (did you mean "/blog/category/study"?)',
      ]);
      // Without a list, no page of it exists.
      expect(linesFor(editFixture(footerLink, '"path": "/blog/category/study"\n            }'))[0]).toMatch(
        /there is no page with the path "\/blog\/category\/study"/,
      );
    });
  });

  describe("facts", () => {
    const withFacts = (...pairs: string[]) =>
      linesFor(
        editFixture(
          '"defaultLanguage": "mn",',
          '"defaultLanguage": "mn", "facts": { "clients": { "mn": "1500+", "en": "1,500+" } },',
          ...pairs,
        ),
      );

    it("a text may name a fact", () => {
      expect(withFacts('"en": "Functional English"', '"en": "Trusted by {{clients}} clients"')).toEqual([]);
    });

    it("a figure's name edited in the editor's {braces}, saved as typed", () => {
      expect(withFacts('"en": "Functional English"', '"en": "Trusted by {Clientss} clients"')).toEqual([
        'site.manifest.json:360:11  route /services/working-holiday  /routes/2/requirements/1/en  the text has "{Clientss}", which the page would show with its braces (a figure shared across the site is written {{its key}} in the file, and the editor shows it as {its name}, exactly as the site\'s figures name it; otherwise remove the braces)',
      ]);
    });

    describe("with figures that have names", () => {
      const named = (...pairs: string[]) =>
        withFacts(
          '"facts": { "clients": { "mn": "1500+", "en": "1,500+" } },',
          '"facts": { "clients": { "mn": "1500+", "en": "1,500+", "label": { "mn": "Үйлчлүүлэгчийн тоо", "en": "Clients served" } } },',
          ...pairs,
        ).map((line) => line.replace(/^site\.manifest\.json:\d+:\d+ {2}route \S+ {2}/, ""));

      it("a name mistyped in braces gets the figure's name suggested", () => {
        expect(named('"en": "Functional English"', '"en": "Trusted by {Client served} people"')).toEqual([
          '/routes/2/requirements/1/en  the text has "{Client served}", which the page would show with its braces (did you mean "{Clients served}"? a figure shared across the site is written {{its key}} in the file, and the editor shows it as {its name}, exactly as the site\'s figures name it; otherwise remove the braces)',
        ]);
      });

      it("a brace left open after a figure's name, and one that closes nothing", () => {
        expect(
          named(
            '"en": "Functional English"',
            '"en": "Trusted by {Clients served people"',
            '"en": "Work no more than six months for one employer"',
            '"en": "Work no more than six} months"',
          ),
        ).toEqual([
          '/routes/2/requirements/1/en  the text has a "{" that is not closed: "Trusted by {Clients served people" (close the figure\'s name with "}": {Clients served})',
          '/routes/2/guidelines/0/en  the text has a "}" that closes nothing: "Work no more than six} months" (a figure shared across the site is shown as {its name}, between two braces; otherwise remove the brace)',
        ]);
      });

      it("a figure's own name in braces, written in the file, is said to be written by its key", () => {
        expect(named('"en": "Functional English"', '"en": "Trusted by {Clients served} people"')).toEqual([
          '/routes/2/requirements/1/en  the text has "{Clients served}", which the page would show with its braces (in the file a figure is written by its key: {{clients}})',
        ]);
      });

      it("a formatted text's brace left open is found among its tags", () => {
        const body = named(
          '"en": "Functional English"',
          '"en": "<p>Trusted by <strong>{Clients served</strong> people</p>"',
        );
        expect(body).toEqual([
          expect.stringContaining('the text has a "{" that is not closed: "Trusted by {Clients served people"'),
        ]);
      });
    });

    it("a fact that does not exist", () => {
      expect(withFacts('"en": "Functional English"', '"en": "Trusted by {{client}} clients"')).toEqual([
        'site.manifest.json:360:11  route /services/working-holiday  /routes/2/requirements/1/en  there is no fact called "client" (did you mean "clients"? facts are written once in settings.facts: clients)',
      ]);
    });

    it("a fact inside another fact, its value or its caption, and the same words in a page's text", () => {
      const facts = '"facts": { "clients": { "mn": "1500+", "en": "1,500+" } },';
      expect(
        withFacts(
          facts,
          '"facts": { "clients": { "mn": "1500+", "en": "{{years}}", "label": { "mn": "Үйлчлүүлэгч", "en": "{{years}}" } }, "years": { "mn": "7", "en": "7" } },',
          '"en": "Functional English"',
          '"en": "{{years}}"',
        ).map((line) => line.replace(/^site\.manifest\.json:\d+:\d+ {2}/, "")),
      ).toEqual([
        "settings  /settings/facts/clients/en  a fact cannot show another fact ({{years}}) (write the figure itself here)",
        "settings  /settings/facts/clients/label/en  a fact cannot show another fact ({{years}}) (write the figure itself here)",
      ]);
    });

    it("a fact outside a bilingual text", () => {
      expect(withFacts('"name": "Monash University"', '"name": "Monash, {{clients}} students"')).toEqual([
        'site.manifest.json:277:15  route /about  /routes/1/blocks/1/logos/0/name  {{clients}} can only be used in a text with "mn" and "en"',
      ]);
    });
  });

  describe("the visa finder", () => {
    it("recommends only pages that describe a visa or a service", () => {
      const rule = '"recommend": "/services/working-holiday",\n              "reason": {\n                "mn": "Та';
      expect(linesFor(editFixture(rule, rule.replace("/services/working-holiday", "/about")))).toEqual([
        'site.manifest.json:227:15  route /  /routes/0/blocks/1/rules/0/recommend  "/about" is not a page that describes a visa or a service (a rule recommends a page with the template visa, service or test-prep)',
      ]);
    });

    it("names only answers its questions offer", () => {
      expect(linesFor(editFixture('"work-travel"\n                ]', '"work-travl"\n                ]'))).toEqual([
        'site.manifest.json:224:19  route /  /routes/0/blocks/1/rules/0/when/goal/0  "work-travl" is not an answer to the question "What is your main goal?" (did you mean "work-travel"? its answers: work-travel, study)',
      ]);
    });

    it("gives every combination of answers a recommendation", () => {
      expect(linesFor(editFixture('"when": {},', '"when": { "goal": ["study"] },'))).toEqual([
        'site.manifest.json:217:11  route /  /routes/0/blocks/1/rules  no rule recommends a visa to visitors who answer "How old are you?" with "31 or older" and "What is your main goal?" with "Working and travelling" (end the rules with one whose "when" is {} so that every answer gets a recommendation)',
      ]);
    });
  });

  it("several mistakes at once are all reported, in file order", () => {
    const lines = linesFor(
      editFixture(
        '"en": "Functional English"',
        '"mn2": "x"',
        '"template": "article"',
        '"template": "articel"',
        '"path": "/blog/first-post"\n            }',
        '"path": "/blog/frist-post"\n            }',
        '"subclass": "462"',
        '"subclass": "462", "colour": "red"',
      ),
    ).map((line) => line.split("  ").slice(0, 3).join("  "));
    expect(lines).toEqual([
      "site.manifest.json:111:15  navigation  /navigation/footer/columns/0/links/0/path",
      "site.manifest.json:296:26  route /services/working-holiday  /routes/2/colour",
      "site.manifest.json:358:9  route /services/working-holiday  /routes/2/requirements/1/en",
      "site.manifest.json:360:11  route /services/working-holiday  /routes/2/requirements/1/mn2",
      "site.manifest.json:382:7  route /blog/first-post  /routes/3/template",
    ]);
  });
});

describe("JSON syntax errors", () => {
  it("a comma after the last item", () => {
    expect(linesFor(editFixture('"time": "9:00-18:00"\n', '"time": "9:00-18:00",\n'))).toEqual([
      "site.manifest.json:26:9  manifest  /  there is a comma before this closing bracket (remove the comma after the last item)",
    ]);
  });

  it("a doubled comma", () => {
    expect(linesFor(editFixture('"readTime": 5,', '"readTime": 5,,'))).toEqual([
      "site.manifest.json:392:21  manifest  /  a field name in double quotes was expected here",
    ]);
  });

  it("a missing comma and a missing quote", () => {
    expect(linesFor(editFixture('"readTime": 5,', '"readTime": 5'))).toEqual([
      "site.manifest.json:393:7  manifest  /  a comma is missing before this (separate fields and list items with commas)",
    ]);
    expect(linesFor(editFixture('"category": "visa"', '"category": visa'))[0]).toBe(
      "site.manifest.json:391:19  manifest  /  this is not valid JSON here (text must be in double quotes; numbers, true, false and null are written plainly)",
    );
  });
});

describe("no input makes the validator throw", () => {
  const only = (text: string) => {
    const result = validate(text);
    expect(result.valid).toBe(false);
    return result.problems.map((p) => formatProblem("site.manifest.json", p));
  };

  it("an empty file, blank or with only a byte order mark", () => {
    for (const text of ["", "  \n", "\ufeff"])
      expect(only(text)).toEqual([
        expect.stringMatching(
          /^site\.manifest\.json:1:1 {2}manifest {2}\/ {2}the file is empty \(a manifest is one JSON object/,
        ),
      ]);
  });

  it("JSON that is not an object", () => {
    expect(only("[1, 2]")[0]).toMatch(
      /^site\.manifest\.json:1:1 {2}manifest {2}\/ {2}must be an object in \{ \}, not a list/,
    );
    expect(only("null")[0]).toMatch(/not null/);
    expect(only('"hello"')[0]).toMatch(/not the text "hello"/);
  });

  it("100,000 levels of nesting, closed or not", () => {
    expect(only("[".repeat(100_000) + "]".repeat(100_000))[0]).toMatch(/must be an object/);
    expect(only('{"a":'.repeat(100_000) + "1" + "}".repeat(100_000))).toContain(
      'site.manifest.json:1:2  a  /a  the field "a" is not allowed in this place (allowed fields: $schema, settings, interface, navigation, redirects, routes)',
    );
    expect(only("[".repeat(100_000))).toEqual([
      "site.manifest.json:1:100001  manifest  /  the file ends before every [ and { in it is closed (a manifest is a few levels deep; look for runaway [ or {)",
    ]);
  });

  it("binary junk and a huge file of junk, reported briefly", () => {
    expect(only("\u0000\u0001 hello")[0]).toMatch(
      /^site\.manifest\.json:1:1 {2}manifest {2}\/ {2}this is not valid JSON here/,
    );
    const lines = only("a ".repeat(2_000_000));
    expect(lines).toHaveLength(21);
    expect(lines[20]).toMatch(/and 1999981 more problems with the JSON after this one/);
  });

  it("routes that are not a list: one problem, not one per link", () => {
    const text = editFixture('"routes": [', '"routes": { "pages": [').replace(/\]\n\}\n?$/, "]}\n}\n");
    expect(only(text)).toEqual([
      "site.manifest.json:118:3  routes  /routes  must be a list in [ ], not an object (Every page of the site. Each page has a path, the template that draws it, and that template's fields.)",
    ]);
  });
});
