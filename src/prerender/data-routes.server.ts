// The route tree React Router's request handler builds from a server build, minus its per-request
// detours: a loader is called with the request it is given, once.
import type { createStaticHandler, LoaderFunctionArgs, ServerBuild } from "react-router";

type BuildRoute = NonNullable<ServerBuild["routes"][string]>;
type DataRoute = Parameters<typeof createStaticHandler>[0][number];

/** What a loader sees under React Router's prerender: the request for the page's data, and its URL. */
export interface LoaderRequestSource {
  request: Request;
}

export function dataRoutesOf(build: ServerBuild, current: LoaderRequestSource): DataRoute[] {
  const byParent = new Map<string, BuildRoute[]>();
  for (const route of Object.values(build.routes)) {
    if (!route) continue;
    const siblings = byParent.get(route.parentId ?? "") ?? [];
    siblings.push(route);
    byParent.set(route.parentId ?? "", siblings);
  }
  const tree = (parentId: string): DataRoute[] =>
    (byParent.get(parentId) ?? []).map((route) => {
      const { loader, ErrorBoundary, handle } = route.module;
      const common = {
        id: route.id,
        path: route.path,
        // As in React Router: the root always has a boundary, so that errors have somewhere to go.
        hasErrorBoundary: route.id === "root" || ErrorBoundary != null,
        handle,
        loader: loader
          ? (args: LoaderFunctionArgs) =>
              loader({ ...args, request: current.request, url: new URL(current.request.url) })
          : undefined,
      };
      return route.index
        ? { ...common, index: true as const }
        : { ...common, caseSensitive: route.caseSensitive, children: tree(route.id) };
    });
  return tree("");
}
