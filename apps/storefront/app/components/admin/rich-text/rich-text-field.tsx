import { lazy, Suspense, useState } from 'react';
import { cx } from '~/components/class-names.ts';
import { useHydrated } from '~/lib/use-hydrated.ts';
import { adminStyles } from '../admin-ui.tsx';
import styles from './rich-text.module.css';

/** The editor itself (Tiptap): its own chunk, loaded by back-office screens only, in the browser only. */
const TiptapEditor = lazy(() => import('./tiptap-editor.tsx'));

export interface RichTextFieldProps {
  /** The field's id (the label's `htmlFor`); the editor's editable area takes it once it runs. */
  id: string;
  /** The form field the HTML goes into. */
  name: string;
  /** The id of the visible label (the editable area is labelled by it). */
  labelId: string;
  defaultValue: string;
  invalid?: boolean;
  describedBy?: string;
  /** Where the picture button uploads to (multipart `file`, answers {path, url, width, height}). */
  uploadUrl: string;
  testId?: string;
  /** Told every change of the HTML, for forms that keep their values in state (the blocks' schema form). */
  onChange?: (html: string) => void;
}

/**
 * Rich text for the back office (docs/adr/0059-content-news-pages.md): the server renders a plain HTML
 * textarea, so the form works before the scripts run; in the browser the Tiptap editor replaces it,
 * starting from what the textarea holds, and keeps the HTML in a hidden field of the same name. The API
 * sanitises whatever arrives, as it does for the content import.
 */
export function RichTextField(props: RichTextFieldProps) {
  const [value, setValue] = useState(props.defaultValue);
  const hydrated = useHydrated();
  const fallback = (
    <textarea
      id={props.id}
      name={props.name}
      value={value}
      onChange={(event) => {
        setValue(event.target.value);
        props.onChange?.(event.target.value);
      }}
      rows={10}
      className={cx(adminStyles.input, styles.fallback)}
      aria-invalid={props.invalid || undefined}
      aria-describedby={props.describedBy}
      data-testid={props.testId}
    />
  );
  if (!hydrated) return fallback;
  return (
    <Suspense fallback={fallback}>
      <TiptapEditor {...props} defaultValue={value} />
    </Suspense>
  );
}
