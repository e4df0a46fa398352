/**
 * Results kept by key, at most `max`, oldest dropped first: the map's land and its label layout
 * depend on their inputs alone and are the same on every render of every page that shows the map
 * (docs/decisions/032-cheaper-render-and-memory.md).
 */
export function kept<V>(max: number): (key: string, make: () => V) => V {
  const results = new Map<string, V>();
  return (key, make) => {
    let hit = results.get(key);
    if (hit === undefined) {
      hit = make();
      if (results.size >= max) results.delete(results.keys().next().value!);
      results.set(key, hit);
    }
    return hit;
  };
}
