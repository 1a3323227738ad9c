// Prints the site's stylesheet (src/ui/sheet.server.ts) for the Vite plugin that serves it as
// virtual:site.css: in a process of its own, so that each run loads the components as they are now.
import { siteSheet } from "../../src/ui/sheet.server";

process.stdout.write(await siteSheet());
