// One measured run of a command (our build, or Hugo's) in a fresh process group: its wall time, its
// CPU time and that of every process it started, and the peak of their summed resident memory.
import { execFileSync, spawn } from "node:child_process";
import { readdirSync, readFileSync } from "node:fs";
import { performance } from "node:perf_hooks";

export interface Run {
  wallMs: number;
  /** User and system CPU time of the command and every process it waited for, all threads (the shell's `times`). */
  userMs: number;
  systemMs: number;
  /** The highest sum of resident memory over the process group, sampled from /proc every 100 ms, in bytes. */
  peakRss: number;
  /** The machine's 1-minute load average when the run started and when it ended. */
  load: [number, number];
  /** What the command printed, standard output and error together. */
  log: string;
}

const loadAverage = () => Number(readFileSync("/proc/loadavg", "utf8").split(" ")[0]);

/** Resident memory (bytes) of every process of process group `pgid`. */
function groupRss(pgid: number): number {
  let total = 0;
  for (const name of readdirSync("/proc")) {
    if (!/^\d+$/.test(name)) continue;
    try {
      // Fields after the command's closing parenthesis: state ppid pgrp …
      const stat = readFileSync(`/proc/${name}/stat`, "utf8");
      if (Number(stat.slice(stat.lastIndexOf(")") + 2).split(" ")[2]) !== pgid) continue;
      const rss = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${name}/status`, "utf8"));
      if (rss) total += Number(rss[1]) * 1024;
    } catch {
      // The process ended between listing and reading.
    }
  }
  return total;
}

/** "0m1.990000s 0m0.010000s": the user and system times `times` prints for the shell's children. */
function childTimes(log: string): { userMs: number; systemMs: number } {
  const line = log.trimEnd().split("\n").at(-1) ?? "";
  const [user, system] = [...line.matchAll(/(\d+)m([\d.]+)s/g)].map(([, m, s]) => (Number(m) * 60 + Number(s)) * 1000);
  if (user === undefined || system === undefined) throw new Error(`no CPU times at the end of:\n${log.slice(-500)}`);
  return { userMs: user, systemMs: system };
}

/**
 * Runs `command` (with `env` added, in `cwd`) under a shell that reports its CPU time, as the
 * leader of its own process group; the whole group is killed after `timeoutMs`. Rejects when the
 * command fails or times out, with the end of what it printed.
 */
export function run(
  command: string[],
  { env = {}, cwd, timeoutMs }: { env?: Record<string, string>; cwd?: string; timeoutMs: number },
): Promise<Run> {
  // What earlier runs wrote is flushed to disk first, so that no run waits for another's writes.
  execFileSync("sync");
  return new Promise((resolve, reject) => {
    const start = performance.now();
    const loadAtStart = loadAverage();
    const child = spawn("sh", ["-c", '"$@"; code=$?; times >&2; exit $code', "sh", ...command], {
      env: { ...process.env, ...env },
      cwd,
      detached: true,
      stdio: ["ignore", "pipe", "pipe"],
    });
    let log = "";
    let peakRss = 0;
    let timedOut = false;
    child.stdout.on("data", (chunk: Buffer) => (log += chunk));
    child.stderr.on("data", (chunk: Buffer) => (log += chunk));
    const sampler = setInterval(() => (peakRss = Math.max(peakRss, groupRss(child.pid!))), 100);
    const timer = setTimeout(() => {
      timedOut = true;
      process.kill(-child.pid!, "SIGKILL");
    }, timeoutMs);
    child.on("error", reject);
    child.on("close", (code, signal) => {
      clearInterval(sampler);
      clearTimeout(timer);
      const wallMs = performance.now() - start;
      const name = command.join(" ");
      if (timedOut) return reject(new Error(`${name} took over ${timeoutMs / 1000} s and was stopped`));
      if (code !== 0) return reject(new Error(`${name} failed (${signal ?? `exit ${code}`}):\n${log.slice(-3000)}`));
      resolve({ wallMs, ...childTimes(log), peakRss, load: [loadAtStart, loadAverage()], log });
    });
  });
}
