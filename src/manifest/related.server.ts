import type { ArticlePage, Route } from "../generated/manifest";

/** How many pages a detail page links to at its end, as cards in one row. */
export const relatedCount = 3;

/** The paths of this site that formatted text links to, in order, each once. */
function linksIn(html: string): string[] {
  const paths = [...html.matchAll(/href="(\/[^"#?]*)/g)].map((m) => m[1].replace(/\/+$/, "") || "/");
  return [...new Set(paths)];
}

/** A list with each item's place in it, for starting a walk of it anywhere. */
interface Ring<T> {
  list: T[];
  places: Map<T, number>;
}
const ring = <T>(list: T[]): Ring<T> => ({ list, places: new Map(list.map((item, i) => [item, i])) });

/**
 * The items after `item` in the list, then those before it: each page's list starts somewhere
 * else. Lazy: a page takes only the first few.
 */
function* after<T>({ list, places }: Ring<T>, item: T): Generator<T> {
  const at = places.get(item) ?? -1;
  for (let i = at + 1; i < list.length; i++) yield list[i];
  for (let i = 0; i < at; i++) yield list[i];
}

/** Takes from each list in turn, skipping what is taken, until `count` are taken or the lists run out. */
export function interleave(lists: Iterable<string>[], count: number, skip: string): string[] {
  const taken = new Set([skip]);
  const out: string[] = [];
  const cursors = lists.map((list) => list[Symbol.iterator]());
  for (let progress = true; progress && out.length < count;) {
    progress = false;
    for (const cursor of cursors) {
      if (out.length === count) break;
      for (let next = cursor.next(); !next.done; next = cursor.next())
        if (!taken.has(next.value)) {
          taken.add(next.value);
          out.push(next.value);
          progress = true;
          break;
        }
    }
  }
  return out;
}

/**
 * The pages related to each detail page, from the manifest alone: the same kind of page that shares
 * something with it (a visa's country, a service's group, an article's category), the pages it
 * names (a visa's destination) or that name it (articles linking to it), then others of its kind.
 * Made once per manifest from its published pages; asking for one page's is a few list walks.
 */
export function relatedPages(
  published: Route[],
  blog: { all: ArticlePage[]; byCategory: Map<string, ArticlePage[]> },
): (route: Route) => string[] {
  const paths = (routes: Route[]) => routes.map((r) => r.path);
  const of = <T extends Route["template"]>(template: T) =>
    published.filter((r): r is Extract<Route, { template: T }> => r.template === template);
  const visas = of("visa");
  const services = of("service");
  const push = (map: Map<string, string[]>, key: string, path: string) =>
    map.get(key)?.push(path) ?? map.set(key, [path]);
  const forCountry = new Map<string, string[]>();
  for (const r of [...visas, ...services]) if (r.destination) push(forCountry, r.destination, r.path);
  const linkedFrom = new Map<string, string[]>();
  for (const article of blog.all) for (const path of linksIn(article.body.en)) push(linkedFrom, path, article.path);
  const exists = new Set(paths(published));
  const kinds = ["visa", "service", "test-prep", "course", "destination"] as const;
  const byTemplate = new Map(kinds.map((t) => [t, ring(paths(of(t)))]));
  const byCategory = new Map<string, string[]>();
  for (const s of services) push(byCategory, s.category, s.path);
  const servicesIn = new Map([...byCategory].map(([category, list]) => [category, ring(list)]));
  const articles = paths(blog.all);

  return (route) => {
    const mentions = linkedFrom.get(route.path) ?? [];
    const kind = (t: (typeof kinds)[number]) => after(byTemplate.get(t)!, route.path);
    const country = (r: { destination?: string }) =>
      r.destination && exists.has(r.destination) ? [forCountry.get(r.destination) ?? [], [r.destination]] : [];
    let lists: Iterable<string>[];
    switch (route.template) {
      case "visa":
        lists = [...country(route), mentions, kind("visa")];
        break;
      case "service":
        lists = [after(servicesIn.get(route.category)!, route.path), ...country(route), mentions, kind("service")];
        break;
      case "test-prep":
        lists = [kind("test-prep"), mentions];
        break;
      case "course":
        lists = [mentions, kind("course")];
        break;
      case "destination":
        lists = [forCountry.get(route.path) ?? [], mentions, kind("destination")];
        break;
      case "article":
        lists = [
          paths(blog.byCategory.get(route.category) ?? []),
          linksIn(route.body.en).filter((path) => exists.has(path)),
          articles,
        ];
        break;
      default:
        return [];
    }
    return interleave(lists, relatedCount, route.path);
  };
}
