/**
 * The workerd process's memory, from /proc (Linux only): its resident memory (VmRSS), what that is
 * made of, and what it holds open. One workerd runs the app's isolate beside miniflare's own (entry,
 * assets, D1, R2, cache, the local trace collector…), so this is the local runtime's memory, not only
 * the app's (decision 033).
 */
import { readdirSync, readFileSync, readlinkSync } from "node:fs";

function parentOf(pid: number): number | null {
  try {
    // "pid (comm) state ppid ...": comm may hold spaces, so read after its closing bracket.
    const stat = readFileSync(`/proc/${pid}/stat`, "utf8");
    return Number(stat.slice(stat.lastIndexOf(")") + 2).split(" ")[1]);
  } catch {
    return null;
  }
}

/** The workerd processes that descend from `ancestor` (the server's npm process). */
export function workerdBeneath(ancestor: number): number[] {
  const found: number[] = [];
  for (const entry of readdirSync("/proc")) {
    const pid = Number(entry);
    if (!Number.isInteger(pid)) continue;
    let command = "";
    try {
      command = readFileSync(`/proc/${pid}/cmdline`, "utf8").split("\0")[0] ?? "";
    } catch {
      continue;
    }
    if (!command.endsWith("workerd")) continue;
    for (let parent = parentOf(pid), hops = 0; parent && hops < 10; parent = parentOf(parent), hops++) {
      if (parent === ancestor) {
        found.push(pid);
        break;
      }
    }
  }
  return found;
}

/** Resident memory of a process in MB, from /proc/PID/status; null once it is gone. */
export function rssMb(pid: number): number | null {
  try {
    const match = /^VmRSS:\s+(\d+)\s+kB$/m.exec(readFileSync(`/proc/${pid}/status`, "utf8"));
    return match ? Number(match[1]) / 1024 : null;
  } catch {
    return null;
  }
}

/** What the resident memory is made of, and what the process holds open (for the breakdown). */
export interface ProcessProbe {
  /** RssAnon (heaps: V8's, malloc's, SQLite's caches), RssFile (mapped files: the binary), in MB. */
  anonMb: number;
  fileMb: number;
  /** Open file descriptors; of them SQLite files (a Durable Object's storage, local D1), and sockets. */
  fds: number;
  sqliteFds: number;
  socketFds: number;
}

export function probe(pid: number): ProcessProbe | null {
  try {
    const status = readFileSync(`/proc/${pid}/status`, "utf8");
    const kb = (field: string) => Number(new RegExp(`^${field}:\\s+(\\d+)\\s+kB$`, "m").exec(status)?.[1] ?? 0) / 1024;
    let fds = 0;
    let sqliteFds = 0;
    let socketFds = 0;
    for (const fd of readdirSync(`/proc/${pid}/fd`)) {
      fds++;
      let target = "";
      try {
        target = readlinkSync(`/proc/${pid}/fd/${fd}`);
      } catch {
        continue;
      }
      if (target.endsWith(".sqlite")) sqliteFds++;
      else if (target.startsWith("socket:")) socketFds++;
    }
    return { anonMb: kb("RssAnon"), fileMb: kb("RssFile"), fds, sqliteFds, socketFds };
  } catch {
    return null;
  }
}
