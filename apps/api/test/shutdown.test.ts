import { EventEmitter } from 'node:events';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { handleShutdownSignals } from '../src/lifecycle/shutdown.ts';

describe('graceful shutdown on SIGINT/SIGTERM', () => {
  let processEvents: EventEmitter;
  let exitCodes: number[];
  let steps: string[];

  beforeEach(() => {
    vi.useFakeTimers();
    processEvents = new EventEmitter();
    exitCodes = [];
    steps = [];
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  function install(shutdown: () => Promise<void>) {
    handleShutdownSignals({
      shutdown,
      log: (message) => steps.push(message),
      processEvents,
      exit: (code) => exitCodes.push(code),
      forceAfterMs: 10_000,
    });
  }

  it('closes everything and exits 0 on the first signal', async () => {
    install(async () => {
      steps.push('server closed');
      steps.push('database closed');
    });
    processEvents.emit('SIGTERM');
    await vi.waitFor(() => expect(exitCodes).toEqual([0]));
    expect(steps).toEqual(['SIGTERM received, shutting down', 'server closed', 'database closed']);
  });

  it('exits 1 at once on a second signal while still closing', async () => {
    install(() => new Promise(() => undefined));
    processEvents.emit('SIGINT');
    expect(exitCodes).toEqual([]);
    processEvents.emit('SIGINT');
    expect(exitCodes).toEqual([1]);
  });

  it('exits 1 when closing hangs past the deadline or fails', async () => {
    install(() => new Promise(() => undefined));
    processEvents.emit('SIGTERM');
    await vi.advanceTimersByTimeAsync(9_999);
    expect(exitCodes).toEqual([]);
    await vi.advanceTimersByTimeAsync(1);
    expect(exitCodes).toEqual([1]);

    const failing = new EventEmitter();
    const codes: number[] = [];
    handleShutdownSignals({
      shutdown: async () => {
        throw new Error('pool already ended');
      },
      log: () => undefined,
      processEvents: failing,
      exit: (code) => codes.push(code),
    });
    failing.emit('SIGINT');
    await vi.waitFor(() => expect(codes).toEqual([1]));
  });
});
