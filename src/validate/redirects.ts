import { error, isObject, list, type Json } from "./json.ts";
import { pointerOf, type Problem } from "./problem.ts";
import { mnQuote, suggestion } from "./mongolian.ts";
import { isDraft } from "../routes/status.ts";

/** Old address → new, as written in the manifest's redirects (the first of two alike). */
export function redirectMap(manifest: unknown): Map<string, string> {
  const moved = new Map<string, string>();
  for (const r of list(isObject(manifest) ? manifest.redirects : undefined))
    if (isObject(r) && typeof r.from === "string" && typeof r.to === "string" && !moved.has(r.from))
      moved.set(r.from, r.to);
  return moved;
}

/** A redirect to no page, with the nearest path as a guess. */
function guessed(pointer: string, to: string, pages: string[]): Problem {
  const guess = suggestion(to, pages);
  return error(pointer, `there is no page with the path "${to}"`, guess.en ?? "send visitors to a page that exists", {
    message: `${mnQuote(to)} хаягтай хуудас алга`,
    hint: guess.mn ?? "Зочдыг байгаа хуудас руу илгээнэ үү",
  });
}

/** The hint for a link to an old address: where the page is now. */
export const movedHint = (path: string, moved: ReadonlyMap<string, string>): string | undefined =>
  moved.has(path)
    ? `that page has moved to "${moved.get(path)}" (see redirects): link to "${moved.get(path)}"`
    : undefined;

/** Where `to` finally leads through the redirects, and the addresses on the way; a loop ends where it began. */
function follow(to: string, moved: ReadonlyMap<string, string>): string[] {
  const seen = [to];
  for (let next = moved.get(to); next !== undefined; next = moved.get(next)) {
    seen.push(next);
    if (seen.indexOf(next) !== seen.length - 1) break;
  }
  return seen;
}

/**
 * Each redirect leads from an address where no page is (nor a page the blog list makes) to a
 * published page, directly: not to another old address, never round in a circle.
 */
export function redirectProblems(manifest: Json, byPath: Map<string, Json>, listed: Set<string>): Problem[] {
  const problems: Problem[] = [];
  const moved = redirectMap(manifest);
  const first = new Map<string, number>();
  const pages = [...byPath.keys()];
  list(manifest.redirects).forEach((r, i) => {
    if (!isObject(r) || typeof r.from !== "string" || typeof r.to !== "string") return;
    const at = (field: string) => pointerOf("redirects", i, field);
    if (byPath.has(r.from) || listed.has(r.from))
      problems.push(
        error(
          at("from"),
          `"${r.from}" is the path of a page, so it cannot also be an old address that sends visitors elsewhere`,
          "remove this redirect, or move that page first (npm run move)",
          {
            message: `${mnQuote(r.from)} нь одоо байгаа хуудасны хаяг тул хуучин хаяг болж чадахгүй`,
            hint: "Энэ чиглүүлэлтийг хасах, эсвэл тэр хуудасны хаягийг эхлээд солино уу",
          },
        ),
      );
    if (r.from === "/en" || r.from.startsWith("/en/") || r.from === "/404" || r.from === "/")
      problems.push(
        error(
          at("from"),
          `"${r.from}" cannot be an old address`,
          "the English address of an old one is redirected with it: write the path without /en; / and /404 always exist",
          {
            message: `${mnQuote(r.from)} хуучин хаяг болж чадахгүй`,
            hint: "Англи хаяг нь хамт чиглүүлэгддэг тул «/en»-гүйгээр бичнэ үү; «/» ба «/404» үргэлж байдаг",
          },
        ),
      );
    if (first.has(r.from))
      problems.push(
        error(
          at("from"),
          `the old address "${r.from}" is redirected twice (redirects[${first.get(r.from)}])`,
          "keep one of them",
          { message: `${mnQuote(r.from)} хуучин хаяг хоёр удаа чиглүүлэгдсэн`, hint: "Аль нэгийг нь үлдээнэ үү" },
        ),
      );
    else first.set(r.from, i);
    const target = byPath.get(r.to);
    if (target !== undefined || listed.has(r.to)) {
      if (isDraft(target))
        problems.push(
          error(
            at("to"),
            `the page "${r.to}" is a draft, which is not published`,
            "publish it, or send visitors to a published page",
            {
              message: `${mnQuote(r.to)} хуудас нийтлэгдээгүй ноорог байна`,
              hint: "Түүнийг нийтлэх, эсвэл зочдыг нийтлэгдсэн хуудас руу илгээнэ үү",
            },
          ),
        );
      return;
    }
    const way = follow(r.to, moved);
    if (r.from === r.to || way.includes(r.from))
      problems.push(
        error(
          at("to"),
          `these redirects go round in a circle: ${[r.from, ...way.slice(0, way.indexOf(r.from) + 1)].join(" → ")}`,
          "send each old address to a page that exists",
          {
            message: `Эдгээр чиглүүлэлт тойрог үүсгэж байна: ${[r.from, ...way.slice(0, way.indexOf(r.from) + 1)].join(" → ")}`,
            hint: "Хуучин хаяг бүрийг байгаа хуудас руу илгээнэ үү",
          },
        ),
      );
    else if (way.length > 1) {
      const end = way[way.length - 1];
      problems.push(
        error(
          at("to"),
          `"${r.to}" is itself an old address, redirected to "${way[1]}": a visitor would be sent on twice`,
          byPath.has(end) ? `write "${end}" here` : "send this old address to a page that exists",
          {
            message: `${mnQuote(r.to)} нь өөрөө ${mnQuote(way[1])} руу чиглүүлэгдсэн хуучин хаяг: зочин хоёр дахин шилжинэ`,
            hint: byPath.has(end)
              ? `Энд ${mnQuote(end)} гэж бичнэ үү`
              : "Энэ хуучин хаягийг байгаа хуудас руу илгээнэ үү",
          },
        ),
      );
    } else problems.push(guessed(at("to"), r.to, pages));
  });
  return problems;
}
