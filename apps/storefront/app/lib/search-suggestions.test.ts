import type { SearchSuggestions } from '@shop/contracts';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  createSuggestionsLoader,
  fetchSuggestionsFrom,
  type SuggestionsState,
} from './search-suggestions.ts';

const suggestions = (name: string): SearchSuggestions => ({
  taxons: [{ id: 1, code: 'strollers', slug: 'vezimeliai', name, image: null, parentName: null }],
  products: [],
});

/** A load function whose answers the test releases by hand, recording every call and its signal. */
function controllableLoad() {
  const calls: {
    query: string;
    signal: AbortSignal;
    resolve: (value: SearchSuggestions) => void;
    reject: (error: unknown) => void;
  }[] = [];
  const load = vi.fn(
    (query: string, signal: AbortSignal) =>
      new Promise<SearchSuggestions>((resolve, reject) => calls.push({ query, signal, resolve, reject })),
  );
  return { load, calls };
}

function setup() {
  const { load, calls } = controllableLoad();
  const states: SuggestionsState[] = [];
  const loader = createSuggestionsLoader({ load, onChange: (state) => states.push(state) });
  return { load, calls, states, loader };
}

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('suggestions loader', () => {
  it('asks nothing before 300 ms of quiet and exactly once after', () => {
    const { load, loader } = setup();
    loader.setQuery('vež');
    loader.setQuery('veži');
    loader.setQuery('vežim');
    vi.advanceTimersByTime(299);
    expect(load).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(load).toHaveBeenCalledTimes(1);
    expect(load.mock.calls[0]?.[0]).toBe('vežim');
  });

  it('is PROCESSING at once, then SUCCESS with the data', async () => {
    const { calls, loader } = setup();
    loader.setQuery('  vežim  ');
    expect(loader.state).toMatchObject({ status: 'PROCESSING', query: 'vežim' });
    vi.advanceTimersByTime(300);
    calls[0]?.resolve(suggestions('Vežimėliai'));
    await vi.waitFor(() => expect(loader.state.status).toBe('SUCCESS'));
    expect(loader.state.data?.taxons[0]?.name).toBe('Vežimėliai');
  });

  it('asks nothing for a query shorter than the minimum length', () => {
    const { load, loader } = setup();
    loader.setQuery('ve');
    loader.setQuery(' v  ');
    vi.advanceTimersByTime(1000);
    expect(load).not.toHaveBeenCalled();
    expect(loader.state.status).toBe('INIT');
  });

  it('clears the suggestions when the trimmed query becomes empty, dropping a pending request', async () => {
    const { load, calls, loader } = setup();
    loader.setQuery('lova');
    vi.advanceTimersByTime(300);
    calls[0]?.resolve(suggestions('Lovos'));
    await vi.waitFor(() => expect(loader.state.status).toBe('SUCCESS'));

    loader.setQuery('lovyt');
    loader.setQuery('   ');
    expect(loader.state).toEqual({ status: 'INIT', query: '', data: null, error: null });
    vi.advanceTimersByTime(1000);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('aborts the older request and ignores its late answer', async () => {
    const { calls, loader } = setup();
    loader.setQuery('vež');
    vi.advanceTimersByTime(300);
    loader.setQuery('vežimėlis');
    expect(calls[0]?.signal.aborted).toBe(true);
    vi.advanceTimersByTime(300);

    calls[1]?.resolve(suggestions('Naujas'));
    await vi.waitFor(() => expect(loader.state.status).toBe('SUCCESS'));
    calls[0]?.resolve(suggestions('Senas'));
    await Promise.resolve();
    expect(loader.state.query).toBe('vežimėlis');
    expect(loader.state.data?.taxons[0]?.name).toBe('Naujas');
  });

  it('keeps the error of a failed request (ERROR), and not of an outdated one', async () => {
    const { calls, loader } = setup();
    loader.setQuery('lova');
    vi.advanceTimersByTime(300);
    const failure = new Error('API down');
    calls[0]?.reject(failure);
    await vi.waitFor(() => expect(loader.state.status).toBe('ERROR'));
    expect(loader.state.error).toBe(failure);

    loader.setQuery('kėdutė');
    vi.advanceTimersByTime(300);
    loader.setQuery('kėdutės');
    calls[1]?.reject(new DOMException('aborted', 'AbortError'));
    await Promise.resolve();
    expect(loader.state.status).toBe('PROCESSING');
  });

  it('does not ask again when only surrounding spaces change', () => {
    const { load, loader } = setup();
    loader.setQuery('lova');
    vi.advanceTimersByTime(300);
    loader.setQuery('lova ');
    vi.advanceTimersByTime(300);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('stops a pending request when reset or disposed', () => {
    const { load, loader } = setup();
    loader.setQuery('lova');
    loader.dispose();
    vi.advanceTimersByTime(1000);
    expect(load).not.toHaveBeenCalled();
  });
});

describe('fetchSuggestionsFrom', () => {
  it('asks the resource route with the query, and fails on an error status', async () => {
    const fetchImpl = vi.fn(async (url: string | URL | Request) =>
      String(url).includes('bad') ? new Response('{}', { status: 400 }) : Response.json(suggestions('Lovos')),
    );
    const load = fetchSuggestionsFrom('/en/resources/search-suggestions', fetchImpl as typeof fetch);
    const signal = new AbortController().signal;
    await expect(load('lova ž', signal)).resolves.toEqual(suggestions('Lovos'));
    expect(fetchImpl).toHaveBeenCalledWith('/en/resources/search-suggestions?query=lova+%C5%BE', {
      signal,
      headers: { Accept: 'application/json' },
    });
    await expect(load('bad', signal)).rejects.toThrow('Search suggestions answered 400');
  });
});
