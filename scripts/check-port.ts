// tsx scripts/check-port.ts DEFAULT_PORT: run by npm start and npm run dev before their slow
// start, so that a port already in use is said at once, in two lines, with the command to choose
// another (PORT=4180 npm start).
import { exitIfPortTaken, portFrom } from "../src/cli/port.server.ts";

const event = process.env.npm_lifecycle_event ?? "start";
const choice = { command: event === "start" ? "npm start" : `npm run ${event}` };
await exitIfPortTaken(
  portFrom(process.env.PORT, Number(process.argv[2]), choice),
  process.env.HOST ?? "localhost",
  choice,
);
