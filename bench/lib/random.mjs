// A random generator with a fixed seed (mulberry32), so two runs of a benchmark ask the same sequence of questions.
export function seededRandom(seed) {
  let state = seed;
  const random = () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return {
    random,
    pick: (values) => values[Math.floor(random() * values.length)],
    between: (min, max) => min + Math.floor(random() * (max - min + 1)),
  };
}
