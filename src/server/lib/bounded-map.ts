/**
 * A Map that forgets its least recently used entries past a number of entries and, when given a
 * size for each, past a number of bytes: what a request can add to memory has a bound
 * (docs/decisions/0020-edge-hardening.md).
 */
export class BoundedMap<K, V> {
  private readonly entries = new Map<K, { value: V; size: number }>();
  private total = 0;

  constructor(
    private readonly limits: { maxEntries: number; maxBytes?: number; sizeOf?: (key: K, value: V) => number },
  ) {}

  get size(): number {
    return this.entries.size;
  }

  /** bytes held, as `sizeOf` counts them (0 without it) */
  get bytes(): number {
    return this.total;
  }

  has(key: K): boolean {
    return this.entries.has(key);
  }

  /** The value, now the most recently used. */
  get(key: K): V | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    this.entries.delete(key);
    this.entries.set(key, entry);
    return entry.value;
  }

  /** The value, leaving the order alone. */
  peek(key: K): V | undefined {
    return this.entries.get(key)?.value;
  }

  /** Keeps the value as the most recently used, then drops the least recently used past the limits; false when it alone is too large. */
  set(key: K, value: V): boolean {
    const size = this.limits.sizeOf?.(key, value) ?? 0;
    this.delete(key);
    if (this.limits.maxBytes !== undefined && size > this.limits.maxBytes) return false;
    this.entries.set(key, { value, size });
    this.total += size;
    for (const [oldest, entry] of this.entries) {
      if (this.entries.size <= this.limits.maxEntries && (this.limits.maxBytes === undefined || this.total <= this.limits.maxBytes)) break;
      this.entries.delete(oldest);
      this.total -= entry.size;
    }
    return this.entries.has(key);
  }

  delete(key: K): boolean {
    const entry = this.entries.get(key);
    if (!entry) return false;
    this.entries.delete(key);
    this.total -= entry.size;
    return true;
  }

  clear(): void {
    this.entries.clear();
    this.total = 0;
  }

  /** The entries, least recently used first. */
  *[Symbol.iterator](): IterableIterator<[K, V]> {
    for (const [key, entry] of this.entries) yield [key, entry.value];
  }
}
