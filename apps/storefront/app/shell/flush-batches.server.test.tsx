import { Suspense, use } from 'react';
import { renderToPipeableStream } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { FlushBatches, MAX_BATCH_BYTES } from './flush-batches.server.ts';

/** Everything the stream passes on, chunk by chunk, as text. */
function collect(stream: FlushBatches): { chunks: string[]; done: Promise<void> } {
  const chunks: string[] = [];
  const done = new Promise<void>((resolve, reject) => {
    stream.on('data', (chunk: Buffer) => chunks.push(chunk.toString('utf8')));
    stream.on('end', resolve);
    stream.on('error', reject);
  });
  return { chunks, done };
}

const tick = () => new Promise((resolve) => setImmediate(resolve));

describe('FlushBatches', () => {
  it('passes on what was written between two flushes as one chunk, and the rest at the end', async () => {
    const stream = new FlushBatches();
    const { chunks, done } = collect(stream);
    stream.write('<p>a</p>');
    stream.write(Buffer.from('<p>b</p>'));
    stream.write(new TextEncoder().encode('<p>c</p>'));
    await tick();
    expect(chunks).toEqual([]);
    stream.flush();
    stream.flush();
    await tick();
    expect(chunks).toEqual(['<p>a</p><p>b</p><p>c</p>']);
    stream.write('<p>d</p>');
    stream.end('<p>e</p>');
    await done;
    expect(chunks).toEqual(['<p>a</p><p>b</p><p>c</p>', '<p>d</p><p>e</p>']);
  });

  it('does not hold more than a batch when nobody flushes', async () => {
    const stream = new FlushBatches();
    const { chunks, done } = collect(stream);
    const piece = 'x'.repeat(64 * 1024);
    for (let index = 0; index < 5; index += 1) stream.write(piece);
    stream.end();
    await done;
    expect(chunks.map((chunk) => chunk.length)).toEqual([MAX_BATCH_BYTES, 64 * 1024]);
  });

  it("gives React's shell as one chunk and a streamed boundary as the next, in order", async () => {
    let reveal: (text: string) => void = () => {};
    const later = new Promise<string>((resolve) => {
      reveal = resolve;
    });
    function Late() {
      return <p>{use(later)}</p>;
    }
    const items = Array.from({ length: 1000 }, (_, index) => <li key={index}>{`Item number ${index}`}</li>);
    const stream = new FlushBatches();
    const { chunks, done } = collect(stream);
    await new Promise<void>((resolve, reject) => {
      const { pipe } = renderToPipeableStream(
        <html lang="lt">
          <body>
            <ul>{items}</ul>
            <Suspense fallback={<p>Loading</p>}>
              <Late />
            </Suspense>
          </body>
        </html>,
        {
          onShellReady() {
            pipe(stream);
            resolve();
          },
          onShellError: reject,
        },
      );
    });
    await tick();
    // The shell is far more than React's 4 KiB views, yet it arrives whole, before the boundary.
    expect(chunks).toHaveLength(1);
    expect(chunks[0]!.length).toBeGreaterThan(16 * 1024);
    expect(chunks[0]).toContain('Item number 999');
    expect(chunks[0]).toContain('Loading');
    reveal('Arrived later');
    await done;
    expect(chunks).toHaveLength(2);
    expect(chunks[1]).toContain('Arrived later');
    expect(chunks[1]).toContain('</html>');
  });
});
