declare global {
  interface Window {
    /** The tag manager's data layer; it exists only when the channel has a tag-manager code. */
    dataLayer?: unknown[];
  }
}

/** The page's data layer, or null when the tag manager is not installed (nothing is pushed then). */
export function dataLayer(): unknown[] | null {
  return typeof window === 'undefined' ? null : (window.dataLayer ?? null);
}
