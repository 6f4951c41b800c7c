/**
 * A shuffle with a fixed seed (mulberry32), so that a mix is asked in the same order in every run and by every
 * system. The state carries over between calls of one shuffler: shuffling again gives the next order.
 */
export function shuffler(seed = 35): <T>(some: T[]) => T[] {
  let state = seed;
  const random = () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return <T>(some: T[]) => {
    for (let i = some.length - 1; i > 0; i--) {
      const j = Math.floor(random() * (i + 1));
      [some[i], some[j]] = [some[j] as T, some[i] as T];
    }
    return some;
  };
}
