/**
 * The top-level fields in which `after` differs from `before` (every field of `after` when there was no
 * before): what the audit log says a publish or a save changed. Compared as JSON, so nested lists and
 * objects count as changed only when their contents differ.
 */
export function changedFields<T extends object>(before: T | null, after: T): string[] {
  return (Object.keys(after) as (keyof T & string)[]).filter(
    (key) => !before || JSON.stringify(before[key]) !== JSON.stringify(after[key]),
  );
}
