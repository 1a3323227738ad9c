import { createServer, type Server } from "node:net";

/** How a command is told to use another port: `PORT=4174 npm start`. */
export interface PortChoice {
  /** The environment variable the command reads its port from, PORT unless told. */
  variable?: string;
  /** The command as a person types it: "npm start", "npm run dev". */
  command: string;
}

const stop = (lines: string): never => {
  console.error(lines);
  process.exit(1);
};

/** The port a command was given in its environment variable, or its own; exits in plain words when it is not a port. */
export function portFrom(value: string | undefined, fallback: number, { variable = "PORT", command }: PortChoice) {
  if (value === undefined || value === "") return fallback;
  const port = Number(value);
  if (Number.isInteger(port) && port > 0 && port < 65536) return port;
  return stop(`${variable} must be a port number, not "${value}": for example ${variable}=4180 ${command}`);
}

/** Whether nothing listens on the port of this host now. */
function portIsFree(port: number, host: string): Promise<boolean> {
  return new Promise((resolve) => {
    const probe = createServer();
    probe.once("error", (error: NodeJS.ErrnoException) => resolve(error.code !== "EADDRINUSE"));
    probe.listen(port, host, () => probe.close(() => resolve(true)));
  });
}

/** What a person reads when a server cannot listen: which port, and the command that picks another. */
export async function listenProblem(error: NodeJS.ErrnoException, port: number, host: string, choice: PortChoice) {
  const { variable = "PORT", command } = choice;
  // A suggestion that works now: the first free port of the next few.
  let other = port < 1024 ? 4180 : port + 1;
  for (let next = other; next < other + 10 && next < 65536; next++)
    if (await portIsFree(next, host)) {
      other = next;
      break;
    }
  const retry = `${variable}=${other} ${command}`;
  if (error.code === "EADDRINUSE")
    return `Port ${port} is already in use, by another copy of the site or another program.\nStop it, or choose another port: ${retry}`;
  if (error.code === "EACCES")
    return `Port ${port} is reserved for the system administrator.\nChoose a port from 1024 up: ${retry}`;
  return `Cannot listen on ${host} port ${port}: ${error.message}`;
}

/**
 * Listens on the port; when it cannot (the port is taken, say), prints listenProblem and exits
 * with code 1, without a stack trace.
 */
export function listenOrExplain(server: Server, port: number, host: string, choice: PortChoice): Promise<void> {
  return new Promise((resolve) => {
    const failed = async (error: NodeJS.ErrnoException) => stop(await listenProblem(error, port, host, choice));
    server.once("error", failed);
    server.listen(port, host, () => {
      server.off("error", failed);
      resolve();
    });
  });
}

/** Exits as listenOrExplain does when the port cannot be listened on: a command checks before its slow start. */
export async function exitIfPortTaken(port: number, host: string, choice: PortChoice): Promise<void> {
  const probe = createServer();
  await listenOrExplain(probe, port, host, choice);
  await new Promise((resolve) => probe.close(resolve));
}
