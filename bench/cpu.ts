import { readdirSync, readFileSync } from 'node:fs';

/** CPU seconds (user + system) of a process, 0 when it is gone. */
export function cpuOf(pid: number): number {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? [];
    return (Number(fields[11]) + Number(fields[12])) / 100;
  } catch {
    return 0;
  }
}

/** CPU seconds of the server and of the PostgreSQL backends on its database (process title "postgres: user db ..."). */
export function cpuSample(pid: number | undefined, db: string | undefined): Map<number, number> {
  const sample = new Map<number, number>();
  if (pid) sample.set(pid, cpuOf(pid));
  if (!db) return sample;
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const title = readFileSync(`/proc/${entry}/cmdline`, 'utf8');
      // "postgres: user db host(port) state", or "postgres: 15/main: user db ..." with a cluster name.
      if (/^postgres: (?:\S+: )?\S+ (\S+) /.exec(title)?.[1] === db)
        sample.set(Number(entry), cpuOf(Number(entry)));
    } catch {
      // gone meanwhile
    }
  }
  return sample;
}

/**
 * CPU seconds spent between two samples: in all, and by the server (`pid`) alone. A backend that started
 * meanwhile (the pool opened a connection during the round) counts all it spent; one that ended meanwhile is
 * not seen.
 */
export const cpuSpent = (before: Map<number, number>, after: Map<number, number>, pid?: number) => {
  let seconds = 0;
  let server = 0;
  for (const [p, cpu] of after) {
    const spent = cpu - (before.get(p) ?? 0);
    seconds += spent;
    if (p === pid) server += spent;
  }
  return { seconds, server };
};
