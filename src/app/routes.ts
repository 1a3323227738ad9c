import { index, route, type RouteConfig } from "@react-router/dev/routes";

// Two entries whatever the size of the site: every URL is served by the one generic page module,
// which looks its page up in the route table. One route per page would make matching quadratic.
export default [index("page.tsx", { id: "home" }), route("*", "page.tsx", { id: "page" })] satisfies RouteConfig;
