import {
  REDIRECT_DESTINATION_MESSAGE,
  REDIRECT_LENGTH_MESSAGE,
  REDIRECT_SAME_MESSAGE,
  REDIRECT_SOURCE_MESSAGE,
  REDIRECT_SOURCE_QUERY_MESSAGE,
  REDIRECT_UNKNOWN_CHANNEL_MESSAGE,
  STALE_VERSION_MESSAGE,
} from '@shop/contracts';
import { localiseServerMessage } from '~/i18n/server-messages.ts';
import type { Translate, TranslateValues } from '~/i18n/translator.ts';

/** The redirects API's fixed texts (packages/contracts/src/admin-redirects.ts), in the back office's language. */
const EXACT: Record<string, string> = {
  [REDIRECT_SOURCE_MESSAGE]: 'adminRedirects.api.source',
  [REDIRECT_SOURCE_QUERY_MESSAGE]: 'adminRedirects.api.sourceQuery',
  [REDIRECT_DESTINATION_MESSAGE]: 'adminRedirects.api.destination',
  [REDIRECT_SAME_MESSAGE]: 'adminRedirects.api.same',
  [REDIRECT_LENGTH_MESSAGE]: 'adminRedirects.api.length',
  [REDIRECT_UNKNOWN_CHANNEL_MESSAGE]: 'adminRedirects.api.unknownChannel',
  [STALE_VERSION_MESSAGE]: 'adminRedirects.api.stale',
  'Write true or false (or leave it empty for the default).': 'adminRedirects.api.boolean',
};

/** "redirect #12" or "line 4 of the file": which redirect a rule clashed with. */
function where(text: string): TranslateValues {
  const stored = /^redirect #(\d+)$/.exec(text);
  if (stored) return { kind: 'redirect', number: Number(stored[1]), text };
  const line = /^line (\d+) of the file$/.exec(text);
  return line ? { kind: 'line', number: Number(line[1]), text } : { kind: 'other', number: 0, text };
}

/** The rules' texts with addresses in them (redirect-rules.ts of the API): addresses kept, words translated. */
const PATTERNS: { pattern: RegExp; key: string; values: (m: RegExpExecArray) => TranslateValues }[] = [
  {
    pattern: /^There is already a redirect from (\S+) \((.+)\): edit that one instead\.$/,
    key: 'adminRedirects.api.duplicate',
    values: (m) => ({ source: m[1] ?? '', ...where(m[2] ?? '') }),
  },
  {
    pattern:
      /^This would make a loop: (\S+) already redirects to (\S+) \((.+)\)\. Change or delete that redirect instead\.$/,
    key: 'adminRedirects.api.loop',
    values: (m) => ({ source: m[1] ?? '', destination: m[2] ?? '', ...where(m[3] ?? '') }),
  },
  {
    pattern:
      /^(\S+) is itself redirected to (\S+) \((.+)\), which would make a chain: point this redirect straight at \S+\.$/,
    key: 'adminRedirects.api.chainOnward',
    values: (m) => ({ source: m[1] ?? '', destination: m[2] ?? '', ...where(m[3] ?? '') }),
  },
  {
    pattern:
      /^The redirect from (\S+) \((.+)\) leads to this address, so it would become a chain: point that one at (\S+) first, or change this one\.$/,
    key: 'adminRedirects.api.chainBack',
    values: (m) => ({ source: m[1] ?? '', destination: m[3] ?? '', ...where(m[2] ?? '') }),
  },
];

export function localiseRedirectMessage(t: Translate, message: string): string {
  const exact = EXACT[message];
  if (exact) return t(exact);
  for (const { pattern, key, values } of PATTERNS) {
    const match = pattern.exec(message);
    if (match) return t(key, values(match));
  }
  return localiseServerMessage(t, message);
}
