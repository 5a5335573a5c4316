export interface CookieOptions {
  /** Secure flag: set when the shop is served over https. */
  secure: boolean;
  /** Lifetime in seconds; 0 deletes the cookie; omitted makes a session cookie. */
  maxAge?: number;
}

/** Parses a Cookie header ("a=1; b=2") into a map; malformed pairs are skipped. */
export function parseCookieHeader(header: string | null | undefined): Map<string, string> {
  const cookies = new Map<string, string>();
  if (!header) return cookies;
  for (const part of header.split(';')) {
    const separator = part.indexOf('=');
    if (separator < 1) continue;
    const name = part.slice(0, separator).trim();
    const rawValue = part.slice(separator + 1).trim();
    try {
      cookies.set(name, decodeURIComponent(rawValue));
    } catch {
      // A value that is not valid percent-encoding was not written by us; ignore it.
    }
  }
  return cookies;
}

/** A Set-Cookie value with the shop's cookie policy: path /, SameSite=Lax, not HTTP-only (spec section 9). */
export function serializeCookie(name: string, value: string, options: CookieOptions): string {
  const parts = [`${name}=${encodeURIComponent(value)}`, 'Path=/', 'SameSite=Lax'];
  if (options.maxAge !== undefined) parts.push(`Max-Age=${Math.max(0, Math.floor(options.maxAge))}`);
  if (options.secure) parts.push('Secure');
  return parts.join('; ');
}
