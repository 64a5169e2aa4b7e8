/**
 * The stored files most asked for, kept in memory within a byte budget (least recently used goes first),
 * so a hot picture is not read from PostgreSQL or the bucket on every request. Files never change, so
 * nothing here goes stale.
 */
export class CachedReads {
  private readonly entries = new Map<string, Buffer>();
  private bytes = 0;

  constructor(
    private readonly budgetBytes: number,
    private readonly read: (publicId: string, fileName: string) => Promise<Buffer | undefined>,
  ) {}

  async get(publicId: string, fileName: string): Promise<Buffer | undefined> {
    const key = `${publicId}/${fileName}`;
    const hit = this.entries.get(key);
    if (hit) {
      // Map keeps insertion order: moving the entry to the end marks it the most recently used.
      this.entries.delete(key);
      this.entries.set(key, hit);
      return hit;
    }
    const data = await this.read(publicId, fileName);
    if (data && data.length <= this.budgetBytes / 8) this.keep(key, data);
    return data;
  }

  private keep(key: string, data: Buffer): void {
    if (this.entries.has(key)) return;
    this.entries.set(key, data);
    this.bytes += data.length;
    for (const [oldest, value] of this.entries) {
      if (this.bytes <= this.budgetBytes) break;
      this.entries.delete(oldest);
      this.bytes -= value.length;
    }
  }

  /** Bytes held now (tests and the log read it). */
  get heldBytes(): number {
    return this.bytes;
  }
}
