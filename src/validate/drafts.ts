import { isDraft } from "../routes/status.ts";
import { error, list } from "./json.ts";
import { leadingSegments, type Problem } from "./problem.ts";
import type { SectionLink } from "./ajv.server.ts";
import { mnQuote } from "./mongolian.ts";

/** Links whose own check is elsewhere: menus hide a draft's entry, the visa finder leaves its rule out (finder.ts). */
const hidden = (pointer: string) =>
  pointer.startsWith("/navigation/") || /^\/routes\/\d+\/blocks\/\d+\/rules\/\d+\/recommend$/.test(pointer);

/** A link to a draft from a published place would lead visitors to a page that is not on the site. */
export function draftLinkProblems(links: SectionLink[]): Problem[] {
  return links
    .filter(({ pointer }) => !hidden(pointer))
    .map(({ pointer, href }) => {
      const page = href.split("#")[0];
      const problem = error(
        pointer,
        `the link ${JSON.stringify(href)} goes to the draft ${page}, which is not published`,
        'publish that page first ("status": "published"), or link to another page',
        {
          // A link to the page itself is named once, by the page; one to a place on it says which place.
          message:
            href === page
              ? `Холбоос нийтлэгдээгүй ноорог хуудас ${mnQuote(page)} руу заасан байна`
              : `${mnQuote(href)} холбоос нийтлэгдээгүй ноорог хуудас ${mnQuote(page)} руу заасан байна`,
          hint: "Тэр хуудсыг эхлээд нийтлэх, эсвэл өөр хуудас руу холбоно уу",
        },
      );
      // The editor's English, which names no JSON: the place it is shown at names the field.
      const en = {
        message:
          href === page
            ? `the link goes to the draft ${page}, which is not published`
            : `the link ${JSON.stringify(href)} goes to the draft ${page}, which is not published`,
        hint: "publish that page first, or link to another page",
      };
      return { ...problem, en };
    });
}

/** The page a pointer is inside of, if it is a draft. */
function draftOf(pointer: string, routes: unknown[]): boolean {
  const [section, index] = leadingSegments(pointer, 2);
  return section === "routes" && index !== undefined && isDraft(list(routes)[Number(index)]);
}

/** A draft is checked like any page, but it is not published: its problems stop no build. */
export function asDraftWarnings(problems: Problem[], routes: unknown[]): Problem[] {
  return problems.map((p) =>
    p.severity === "error" && draftOf(p.pointer, routes) ? { ...p, severity: "warning" } : p,
  );
}
