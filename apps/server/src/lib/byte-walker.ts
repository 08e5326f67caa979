/**
 * Reads a file given as a stream of chunks front to back, taking a few bytes at a time and skipping
 * the rest without copying: memory stays at one chunk whatever the file's size.
 */
export class ByteWalker {
  private chunk: Uint8Array = new Uint8Array(0);
  private at = 0;
  /** Bytes consumed so far (read or skipped). */
  position = 0;
  private readonly source: AsyncIterator<Uint8Array>;

  constructor(chunks: AsyncIterable<Uint8Array>) {
    this.source = chunks[Symbol.asyncIterator]();
  }

  /** The next chunk when the current one is used up; false at the end of the file. */
  private async fill(): Promise<boolean> {
    while (this.at >= this.chunk.length) {
      const next = await this.source.next();
      if (next.done) return false;
      this.chunk = next.value;
      this.at = 0;
    }
    return true;
  }

  /** Exactly `n` bytes, or null when the file ends first. */
  async read(n: number): Promise<Uint8Array | null> {
    const out = new Uint8Array(n);
    let got = 0;
    while (got < n) {
      if (!(await this.fill())) return null;
      const take = Math.min(n - got, this.chunk.length - this.at);
      out.set(this.chunk.subarray(this.at, this.at + take), got);
      this.at += take;
      got += take;
      this.position += take;
    }
    return out;
  }

  /** Skips `n` bytes; false when the file ends first. */
  async skip(n: number): Promise<boolean> {
    let left = n;
    while (left > 0) {
      if (!(await this.fill())) return false;
      const take = Math.min(left, this.chunk.length - this.at);
      this.at += take;
      left -= take;
      this.position += take;
    }
    return true;
  }

  /** Skips to the end; the file's length. */
  async drain(): Promise<number> {
    while (await this.fill()) {
      this.position += this.chunk.length - this.at;
      this.at = this.chunk.length;
    }
    return this.position;
  }

  /** Whether the file has no byte left. */
  async atEnd(): Promise<boolean> {
    return !(await this.fill());
  }

  /** Stops reading the source (closes the file behind it). */
  async close(): Promise<void> {
    await this.source.return?.();
  }
}
