// Draws the build's checklists that no earlier build kept (src/build/checklists.server.ts), in a
// worker thread, and says so when they are all written.
import { parentPort, workerData } from "node:worker_threads";
import { drawHere, type ChecklistJob } from "./checklists.server.ts";

const { jobs, cache } = workerData as { jobs: ChecklistJob[]; cache: string };
await drawHere(jobs, cache);
parentPort!.postMessage("drawn");
