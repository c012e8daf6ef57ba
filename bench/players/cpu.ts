import { readFileSync } from 'node:fs';

/** Clock ticks a second (USER_HZ): 100 on Linux. */
const TICKS = 100;

/** CPU seconds (user + system) a process has used so far, from /proc/<pid>/stat; 0 once it is gone. */
export function cpuSeconds(pid: number): number {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // Fields after the command name (which may hold spaces) in parentheses: utime is the 14th, stime the 15th.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return (Number(fields[11]) + Number(fields[12])) / TICKS;
  } catch {
    return 0;
  }
}

/** CPU seconds of a set of processes, by pid. */
export function cpuSnapshot(pids: readonly number[]): Map<number, number> {
  return new Map(pids.map((pid) => [pid, cpuSeconds(pid)]));
}

/** CPU seconds the processes used between two snapshots (a process new since `before` counts from zero). */
export function cpuUsed(before: Map<number, number>, after: Map<number, number>): number {
  let used = 0;
  for (const [pid, seconds] of after) used += Math.max(0, seconds - (before.get(pid) ?? 0));
  return used;
}

/**
 * CPU seconds the whole machine has been busy so far, over all its cores (/proc/stat: every state
 * but idle and iowait): what the three above leave out shows here, the kernel's work for the
 * loopback networking first.
 */
export function machineBusySeconds(): number {
  const [, ...ticks] = readFileSync('/proc/stat', 'utf8').split('\n', 1)[0]!.trim().split(/\s+/).map(Number);
  const [user = 0, nice = 0, system = 0, , , irq = 0, softirq = 0, steal = 0] = ticks;
  return (user + nice + system + irq + softirq + steal) / TICKS;
}
