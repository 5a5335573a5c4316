import { describe, expect, it } from 'vitest';
import { ApiError, isMissingResource } from '~/lib/api/api-error.ts';
import { parseContentPagePathMatch, parseSlugId } from './path-match.ts';

describe('malformed ids and slugs (ADR 0036)', () => {
  it('reads "{slug}-{id}" only with an id the database can hold', () => {
    expect(parseSlugId('apie-mus-2147483647')).toEqual({ slug: 'apie-mus', id: 2147483647 });
    expect(parseSlugId('no-such-page-1795696292074')).toBeNull();
    expect(parseContentPagePathMatch('no-such-page-1795696292074')).toBeNull();
    expect(parseSlugId('apie-mus-2147483648')).toBeNull();
  });

  it('takes a 404, or the API refusing a path or query value or a too long path, as a missing page', () => {
    const refused = (status: number, message: string) =>
      new ApiError({ status, statusText: '', data: { code: status, message } });
    expect(isMissingResource(refused(404, 'Page not found.'))).toBe(true);
    expect(isMissingResource(refused(400, 'Invalid path parameter "id": Too big'))).toBe(true);
    expect(isMissingResource(refused(400, 'Invalid query parameter "category": contains a NUL'))).toBe(true);
    // A 10 kB order or cart token is longer than the API's router takes.
    expect(isMissingResource(refused(414, 'URI Too Long'))).toBe(true);
    expect(isMissingResource(refused(400, 'Missing bot protection token.'))).toBe(false);
    expect(isMissingResource(refused(500, 'Internal server error'))).toBe(false);
    expect(isMissingResource(new Error('Invalid path'))).toBe(false);
  });
});
