// One build of a synthetic site in a fresh process group, with the peak memory of every process in
// it: the build command, and any worker or child it starts, sampled from /proc.
import { spawn } from "node:child_process";
import { readdirSync, readFileSync } from "node:fs";
import { performance } from "node:perf_hooks";

export interface BuildRun {
  /** From start to exit of the build command. */
  totalMs: number;
  /** From start to the first prerendered page: compiling and bundling the app. */
  bundleMs: number;
  /** The highest sum of resident memory over the process group, in bytes. */
  peakRss: number;
  /** CPU time (user + system) of every process of the group, all threads: what the build costs whatever else runs. */
  cpuMs: number;
  /** The machine's 1-minute load average when the build started and when it ended. */
  load: [number, number];
  log: string;
}

/** Clock ticks per second of /proc/<pid>/stat's times (USER_HZ, 100 on Linux). */
const ticksPerSecond = 100;
const loadAverage = () => Number(readFileSync("/proc/loadavg", "utf8").split(" ")[0]);

/** Resident memory (bytes) of every process whose process group is `pgid`, and the CPU time (ms) each has used so far. */
function sampleGroup(pgid: number, cpuByPid: Map<string, number>): number {
  let total = 0;
  for (const name of readdirSync("/proc")) {
    if (!/^\d+$/.test(name)) continue;
    try {
      // Fields after the command's closing parenthesis: state ppid pgrp … utime (12th) stime (13th).
      const stat = readFileSync(`/proc/${name}/stat`, "utf8");
      const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
      if (Number(fields[2]) !== pgid) continue;
      cpuByPid.set(name, ((Number(fields[11]) + Number(fields[12])) * 1000) / ticksPerSecond);
      const rss = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${name}/status`, "utf8"));
      if (rss) total += Number(rss[1]) * 1024;
    } catch {
      // The process ended between listing and reading.
    }
  }
  return total;
}

/** Runs `command` with `env` added, as the leader of its own process group; kills it after `timeoutMs`. */
export function buildOnce(command: string[], env: Record<string, string>, timeoutMs: number): Promise<BuildRun> {
  return new Promise((resolve, reject) => {
    const start = performance.now();
    const child = spawn(command[0], command.slice(1), {
      env: { ...process.env, ...env },
      detached: true,
      stdio: ["ignore", "pipe", "pipe"],
    });
    let log = "";
    let bundleMs: number | undefined;
    let peakRss = 0;
    const cpuByPid = new Map<string, number>();
    const loadAtStart = loadAverage();
    const onOutput = (chunk: Buffer) => {
      const text = chunk.toString();
      // React Router's "Prerender (data): /" or the workers' "Prerender (workers): …", not a mere mention of src/prerender/.
      if (bundleMs === undefined && /^Prerender \(/m.test(text)) bundleMs = performance.now() - start;
      log += text;
    };
    child.stdout.on("data", onOutput);
    child.stderr.on("data", onOutput);
    const sampler = setInterval(() => (peakRss = Math.max(peakRss, sampleGroup(child.pid!, cpuByPid))), 100);
    // react-router build ignores SIGTERM: the whole group gets SIGKILL.
    const timer = setTimeout(() => process.kill(-child.pid!, "SIGKILL"), timeoutMs);
    child.on("error", reject);
    child.on("exit", (code, signal) => {
      clearInterval(sampler);
      clearTimeout(timer);
      const totalMs = performance.now() - start;
      if (code !== 0)
        return reject(new Error(`${command.join(" ")} failed (${signal ?? `exit ${code}`}):\n${log.slice(-3000)}`));
      // The last sample of each process misses at most its last 100 ms.
      const cpuMs = [...cpuByPid.values()].reduce((a, b) => a + b, 0);
      resolve({ totalMs, bundleMs: bundleMs ?? totalMs, peakRss, cpuMs, load: [loadAtStart, loadAverage()], log });
    });
  });
}
