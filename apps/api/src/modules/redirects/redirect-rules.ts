import {
  REDIRECT_DESTINATION_MESSAGE,
  REDIRECT_LENGTH_MESSAGE,
  REDIRECT_PATH_MAX,
  REDIRECT_SAME_MESSAGE,
  REDIRECT_SOURCE_MESSAGE,
  REDIRECT_SOURCE_QUERY_MESSAGE,
} from '@shop/contracts';
import { normaliseRedirectPath } from './service.ts';

/** A redirect as the rules see it: `source` already normalised (see cleanSource). */
export interface RedirectRuleRow {
  channelId: number | null;
  source: string;
  destination: string;
  enabled: boolean;
}

export interface RuleProblem {
  field: 'source' | 'destination' | 'channel';
  message: string;
}

/**
 * The old address as it is stored and matched: trimmed, a path of this shop, without a trailing slash
 * (findRedirect matches "/old" and "/old/" alike, so storing one spelling makes duplicates visible).
 */
export function cleanSource(raw: string): { value: string } | { problem: string } {
  const source = raw.trim();
  if (source.length > REDIRECT_PATH_MAX) return { problem: REDIRECT_LENGTH_MESSAGE };
  if (!source.startsWith('/') || source.startsWith('//') || /\s|\\/.test(source)) {
    return { problem: REDIRECT_SOURCE_MESSAGE };
  }
  if (/[?#]/.test(source)) return { problem: REDIRECT_SOURCE_QUERY_MESSAGE };
  return { value: normaliseRedirectPath(source) };
}

/** The new address: a path of this shop (query allowed) or an absolute http(s) address, trimmed. */
export function cleanDestination(raw: string): { value: string } | { problem: string } {
  const destination = raw.trim();
  if (destination.length > REDIRECT_PATH_MAX) return { problem: REDIRECT_LENGTH_MESSAGE };
  if (/\s|\\/.test(destination)) return { problem: REDIRECT_DESTINATION_MESSAGE };
  if (destination.startsWith('/') && !destination.startsWith('//')) return { value: destination };
  try {
    const url = new URL(destination);
    if ((url.protocol === 'http:' || url.protocol === 'https:') && url.hostname !== '') {
      return { value: destination };
    }
  } catch {
    // not an address at all
  }
  return { problem: REDIRECT_DESTINATION_MESSAGE };
}

/** The path a destination lands on in this shop (null: another site), as sources are stored. */
export function destinationPath(destination: string): string | null {
  return destination.startsWith('/') ? normaliseRedirectPath(destination) : null;
}

/** Field problems of one redirect on its own: addresses, and that it does not point at itself. */
export function ownProblems(input: { source: string; destination: string }): {
  problems: RuleProblem[];
  source: string;
  destination: string;
} {
  const problems: RuleProblem[] = [];
  const source = cleanSource(input.source);
  const destination = cleanDestination(input.destination);
  if ('problem' in source) problems.push({ field: 'source', message: source.problem });
  if ('problem' in destination) problems.push({ field: 'destination', message: destination.problem });
  if ('value' in source && 'value' in destination && destinationPath(destination.value) === source.value) {
    problems.push({ field: 'destination', message: REDIRECT_SAME_MESSAGE });
  }
  return {
    problems,
    source: 'value' in source ? source.value : input.source.trim(),
    destination: 'value' in destination ? destination.value : input.destination.trim(),
  };
}

/** Whether two redirects can act on the same request: same channel, or one of them is for every channel. */
function scopesMeet(a: RedirectRuleRow, b: RedirectRuleRow): boolean {
  return a.channelId === null || b.channelId === null || a.channelId === b.channelId;
}

/** A second redirect from the same old address in the same channel scope. */
export function duplicateProblem(
  candidate: RedirectRuleRow,
  others: readonly RedirectRuleRow[],
  where: (other: RedirectRuleRow) => string,
): RuleProblem | null {
  const same = others.find((o) => o.channelId === candidate.channelId && o.source === candidate.source);
  if (!same) return null;
  return {
    field: 'source',
    message: `There is already a redirect from ${candidate.source} (${where(same)}): edit that one instead.`,
  };
}

/**
 * The check that refuses chains and loops between enabled redirects that can act on the same request:
 * the new address must not itself be redirected (A→B→C: point A at C), no other redirect may lead to
 * this one's old address (it would become a chain), and nothing may lead back (a loop). `where` names the
 * other redirect for the owner (its id, or its row in a file).
 */
export function chainProblems(
  candidate: RedirectRuleRow,
  others: readonly RedirectRuleRow[],
  where: (other: RedirectRuleRow) => string,
): RuleProblem[] {
  if (!candidate.enabled) return [];
  const problems: RuleProblem[] = [];
  const landsOn = destinationPath(candidate.destination);
  for (const other of others) {
    if (!other.enabled || !scopesMeet(candidate, other)) continue;
    const otherLandsOn = destinationPath(other.destination);
    const onward = landsOn !== null && landsOn === other.source;
    const back = otherLandsOn !== null && otherLandsOn === candidate.source;
    if (onward && back) {
      problems.push({
        field: 'destination',
        message: `This would make a loop: ${other.source} already redirects to ${other.destination} (${where(other)}). Change or delete that redirect instead.`,
      });
    } else if (onward) {
      problems.push({
        field: 'destination',
        message: `${other.source} is itself redirected to ${other.destination} (${where(other)}), which would make a chain: point this redirect straight at ${other.destination}.`,
      });
    } else if (back) {
      problems.push({
        field: 'source',
        message: `The redirect from ${other.source} (${where(other)}) leads to this address, so it would become a chain: point that one at ${candidate.destination} first, or change this one.`,
      });
    }
  }
  return problems;
}
