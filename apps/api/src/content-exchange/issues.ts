/** One problem found in the content files, pointing at the file, the item and the field. */
export interface ContentIssue {
  file: string;
  /** The item (top-level array element) the problem is in; absent for a problem with the whole file. */
  item?: { index: number; code?: string };
  /** Field path inside the item, such as `translations.en.link` or `entries[2].code`; '' for the item. */
  path?: string;
  message: string;
}

/** `banners.json: [2] code "spring": translations.en.link: Invalid input` */
export function formatContentIssue(issue: ContentIssue): string {
  const parts = [issue.file];
  if (issue.item) {
    parts.push(
      issue.item.code === undefined
        ? `[${issue.item.index}]`
        : `[${issue.item.index}] code ${JSON.stringify(issue.item.code)}`,
    );
  }
  if (issue.path) parts.push(issue.path);
  return `${parts.join(': ')}: ${issue.message}`;
}

/** `translations.en.link`, `entries[2].answer` */
export function formatPath(path: readonly PropertyKey[]): string {
  let text = '';
  for (const key of path) {
    if (typeof key === 'number') text += `[${key}]`;
    else text += text === '' ? String(key) : `.${String(key)}`;
  }
  return text;
}
