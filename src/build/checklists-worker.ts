// The build's checklists, in a worker thread of their own: it reads the manifest the build checks
// meanwhile (without validating it again, as the prerender workers do), so that the build's own
// thread never holds it, and answers with the checklists made (src/build/checklists.server.ts).
import { parentPort } from "node:worker_threads";
import { loadManifest, manifestFile } from "../manifest/load.server.ts";
import { makeChecklists, manifestDate } from "./checklists.server.ts";

parentPort!.postMessage(await makeChecklists(loadManifest(), manifestDate(manifestFile)));
