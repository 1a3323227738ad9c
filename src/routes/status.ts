// A page's status: a draft is in the manifest but not on the site. The route table, the blog list,
// the menus and the visa finder leave drafts out; the validator turns a draft's problems into
// warnings.

/** Whether a route, as written, is a draft: only "status": "draft" is, no status is published. */
export const isDraft = (route: unknown): boolean =>
  typeof route === "object" && route !== null && (route as { status?: unknown }).status === "draft";

/** The paths of the drafts among routes as written. */
export function draftPaths(routes: readonly unknown[]): Set<string> {
  const paths = new Set<string>();
  for (const route of routes)
    if (isDraft(route) && typeof (route as { path?: unknown }).path === "string")
      paths.add((route as { path: string }).path);
  return paths;
}
