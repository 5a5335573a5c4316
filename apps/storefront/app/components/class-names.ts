/** Joins the truthy class names: cx(styles.item, active && styles.active). */
export function cx(...classes: (string | false | null | undefined)[]): string {
  return classes.filter(Boolean).join(' ');
}
