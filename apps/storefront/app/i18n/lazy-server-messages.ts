import { useEffect, useState } from 'react';
import type * as ServerMessagesModule from './server-messages.ts';

type ServerMessages = typeof ServerMessagesModule;

let loaded: ServerMessages | null = null;
let loading: Promise<ServerMessages> | null = null;

/**
 * The table of the API's messages (server-messages.ts, a few KiB), loaded once and only when a component
 * needs it: code on every page (the footer's newsletter form) shows server texts only after a submission,
 * so its first load does not carry the table (ADR 0048, "First-load JS"). A failed load may be tried again.
 */
export function loadServerMessages(): Promise<ServerMessages> {
  loading ??= import('./server-messages.ts').then(
    (module) => (loaded = module),
    (error: unknown) => {
      loading = null;
      throw error;
    },
  );
  return loading;
}

/**
 * The server-message functions once loaded, for a component that has a server text to show (`needed`):
 * null until they are here, then the component renders again with them. If they cannot be loaded,
 * `failed` is true (the component shows the text as it came: React escapes it, markup reads as words).
 */
export function useServerMessages(needed: boolean): { messages: ServerMessages | null; failed: boolean } {
  const [messages, setMessages] = useState<ServerMessages | null>(loaded);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    if (!needed || messages) return;
    let live = true;
    loadServerMessages().then(
      (module) => {
        if (live) setMessages(module);
      },
      () => {
        if (live) setFailed(true);
      },
    );
    return () => {
      live = false;
    };
  }, [needed, messages]);
  return { messages: messages ?? loaded, failed };
}
