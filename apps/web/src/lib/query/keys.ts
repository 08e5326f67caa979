/**
 * Query keys as TanStack Query v5 treats them: hashed as JSON with plain objects' keys sorted, matched
 * by prefix; and the structural sharing that keeps an unchanged answer's objects.
 */

export type QueryKey = readonly unknown[];

declare const dataTag: unique symbol;
/** A key that remembers its query's data type (from `queryOptions`), so reads and writes by it are typed. */
export type DataTag<T> = QueryKey & { [dataTag]: T };
/** The data type a tagged key remembers (`unknown` for a plain key). */
export type DataOf<K> = K extends { [dataTag]: infer T } ? T : unknown;

/** TanStack's hash: JSON, plain objects' keys sorted, so `{a, b}` and `{b, a}` are one key. */
export function hashKey(key: QueryKey): string {
  return JSON.stringify(key, (_, value) =>
    isPlainObject(value)
      ? Object.fromEntries(
          Object.keys(value)
            .sort()
            .map((k) => [k, (value as Record<string, unknown>)[k]]),
        )
      : value,
  );
}

/** Whether `key` starts with `prefix` (objects inside match when `prefix`'s properties match). */
export function matchesKey(key: unknown, prefix: unknown): boolean {
  if (key === prefix) return true;
  if (!key || !prefix || typeof key !== 'object' || typeof prefix !== 'object') return false;
  if (Array.isArray(prefix) && Array.isArray(key) && prefix.length > key.length) return false;
  return Object.keys(prefix).every((k) =>
    matchesKey((key as Record<string, unknown>)[k], (prefix as Record<string, unknown>)[k]),
  );
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  if (Object.prototype.toString.call(value) !== '[object Object]') return false;
  const proto = Object.getPrototypeOf(value);
  return proto === Object.prototype || proto === null;
}

/** `next` with every part deep-equal to `prev`'s kept as `prev`'s object: an unchanged answer changes no reference. */
export function keepEqual<T>(prev: unknown, next: T): T {
  if (prev === next) return prev as T;
  const arrays = Array.isArray(prev) && Array.isArray(next);
  if (!arrays && !(isPlainObject(prev) && isPlainObject(next))) return next;
  const before = prev as Record<string, unknown>;
  const keys = Object.keys(next as object);
  const copy: Record<string, unknown> = arrays ? ([] as unknown as Record<string, unknown>) : {};
  let same = keys.length === Object.keys(before).length;
  for (const k of keys) {
    copy[k] = keepEqual(before[k], (next as Record<string, unknown>)[k]);
    if (copy[k] !== before[k] || !(k in before)) same = false;
  }
  return (same ? prev : copy) as T;
}
