import { Transform, type TransformCallback } from 'node:stream';

/** A batch larger than this goes on before React's flush, so memory stays bounded on a huge page. */
export const MAX_BATCH_BYTES = 256 * 1024;

/**
 * The stream React renders a page into (entry.server.tsx): it passes on what React writes between two of its
 * flushes as one chunk. React writes a page in views of 4 KiB and calls `flush()` on its destination when it
 * has written all it can for now (the shell, then each streamed boundary). Passed on as they come, every view
 * became a chunk of its own down the response: React Router's Node adapter writes each chunk and flushes the
 * compressor after it, so a category page was some 30 compressor runs on the thread pool, each with its
 * hand-over between threads and its own flushed block. Batched, the shell is one chunk and each streamed
 * boundary one more; what arrives when, and in which order, is unchanged.
 */
export class FlushBatches extends Transform {
  private pending: Buffer[] = [];
  private pendingBytes = 0;

  override _transform(chunk: Buffer, _encoding: BufferEncoding, callback: TransformCallback): void {
    this.pending.push(chunk);
    this.pendingBytes += chunk.length;
    if (this.pendingBytes >= MAX_BATCH_BYTES) this.flush();
    callback();
  }

  /** React's signal that it has written all it can for now: what it wrote goes on as one chunk. */
  flush(): void {
    if (this.pendingBytes === 0) return;
    const batch =
      this.pending.length === 1 ? this.pending[0]! : Buffer.concat(this.pending, this.pendingBytes);
    this.pending = [];
    this.pendingBytes = 0;
    this.push(batch);
  }

  override _flush(callback: TransformCallback): void {
    this.flush();
    callback();
  }
}
