/**
 * Edit distance with adjacent transpositions counted as one edit (optimal string alignment):
 * `prodcuts` is one typo away from `products`, not two.
 */
export function editDistance(a: string, b: string): number {
  const d: number[][] = Array.from({ length: a.length + 1 }, (_, i) =>
    Array.from({ length: b.length + 1 }, (_, j) => (i === 0 ? j : j === 0 ? i : 0)),
  );
  for (let i = 1; i <= a.length; i++) {
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let best = Math.min(d[i - 1]![j]! + 1, d[i]![j - 1]! + 1, d[i - 1]![j - 1]! + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1])
        best = Math.min(best, d[i - 2]![j - 2]! + 1);
      d[i]![j] = best;
    }
  }
  return d[a.length]![b.length]!;
}

/**
 * The candidates closest to a mistyped word: at most `limit`, within max(2, a quarter of its
 * length) edits and at most one edit further than the nearest, nearest first.
 */
export function closest(needle: string, candidates: readonly string[], limit = 3): string[] {
  const max = Math.max(2, Math.floor(needle.length / 4));
  const near = candidates
    .map((candidate) => ({ candidate, distance: editDistance(needle, candidate) }))
    .filter((c) => c.distance <= max)
    .sort((x, y) => x.distance - y.distance);
  // A much better match makes the others noise.
  const best = near[0]?.distance ?? 0;
  return near
    .filter((c) => c.distance <= best + 1)
    .slice(0, limit)
    .map((c) => c.candidate);
}
