/** Entries that expire at their own time, at most `maxEntries` of them (the oldest go first). */
export class ExpiringMap<V> {
  private entries = new Map<string, { value: V; until: number }>();

  constructor(private readonly maxEntries: number) {}

  get(key: string, now = Date.now()): V | undefined {
    const hit = this.entries.get(key);
    if (!hit) return undefined;
    if (hit.until <= now) {
      this.entries.delete(key);
      return undefined;
    }
    return hit.value;
  }

  set(key: string, value: V, until: number): void {
    if (this.entries.size >= this.maxEntries) this.entries.delete(this.entries.keys().next().value!);
    this.entries.set(key, { value, until });
  }

  delete(key: string): void {
    this.entries.delete(key);
  }

  deleteWhere(drop: (value: V) => boolean): void {
    for (const [key, { value }] of this.entries) if (drop(value)) this.entries.delete(key);
  }

  clear(): void {
    this.entries.clear();
  }
}
