import type { ArticlePage, Route } from "../generated/manifest";

/** How many pages a detail page links to at its end, as cards in one row. */
export const relatedCount = 3;

/** The paths of this site that formatted text links to, in order, each once. */
function linksIn(html: string): string[] {
  const paths = [...html.matchAll(/href="(\/[^"#?]*)/g)].map((m) => m[1].replace(/\/+$/, "") || "/");
  return [...new Set(paths)];
}

/** The items after `item` in `list`, then those before it: each page's list starts somewhere else. */
function after<T>(list: T[], item: T): T[] {
  const at = list.indexOf(item);
  return at === -1 ? list : [...list.slice(at + 1), ...list.slice(0, at)];
}

/** Takes from each list in turn, skipping what is taken, until `count` are taken or the lists run out. */
export function interleave(lists: string[][], count: number, skip: string): string[] {
  const taken = new Set([skip]);
  const out: string[] = [];
  const cursors = lists.map(() => 0);
  for (let progress = true; progress && out.length < count;) {
    progress = false;
    lists.forEach((list, i) => {
      while (cursors[i] < list.length && taken.has(list[cursors[i]])) cursors[i]++;
      if (cursors[i] < list.length && out.length < count) {
        taken.add(list[cursors[i]]);
        out.push(list[cursors[i]]);
        progress = true;
      }
    });
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
  const byTemplate = new Map<Route["template"], string[]>(kinds.map((t) => [t, paths(of(t))]));
  const articles = paths(blog.all);

  return (route) => {
    const mentions = linkedFrom.get(route.path) ?? [];
    const kind = (t: Route["template"]) => after(byTemplate.get(t) ?? [], route.path);
    const country = (r: { destination?: string }) =>
      r.destination && exists.has(r.destination) ? [forCountry.get(r.destination) ?? [], [r.destination]] : [];
    let lists: string[][];
    switch (route.template) {
      case "visa":
        lists = [...country(route), mentions, kind("visa")];
        break;
      case "service":
        lists = [
          after(paths(services.filter((s) => s.category === route.category)), route.path),
          ...country(route),
          mentions,
          kind("service"),
        ];
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
