/** Icons only the cart uses, kept out of the shared icon set that every page loads. */
const PATHS = {
  minus: 'M5.5 12h13',
  plus: 'M12 5.5v13M5.5 12h13',
  trash: 'M5 7h14M10 7V5h4v2m-7 0 .8 12h8.4L17 7m-7 3.5v5m4-5v5',
} as const;

export function CartIcon({ name, size = 20 }: { name: keyof typeof PATHS; size?: number }) {
  return (
    <svg
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.75"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      <path d={PATHS[name]} />
    </svg>
  );
}
