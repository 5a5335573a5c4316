import { RichTextField } from '~/components/admin/rich-text/rich-text-field.tsx';
import { Described, describedBy, fieldId } from '~/components/admin/settings-forms/fields.tsx';
import styles from '~/routes/admin-redirects.module.css';
import { useRoutePath } from '~/routing/links.ts';

/**
 * A FAQ answer's editor: the back office's rich-text field (docs/adr/0059-content-news-pages.md), a plain
 * HTML textarea until the scripts run, pictures uploaded like the news'. The API sanitises what is stored.
 */
export function AnswerField({
  name,
  label,
  idPrefix,
  defaultValue,
  error,
  hint,
}: {
  name: string;
  label: string;
  idPrefix: string;
  defaultValue: string;
  error?: string | undefined;
  hint?: string;
}) {
  const path = useRoutePath();
  const id = fieldId(idPrefix, name);
  return (
    <div className={styles.field}>
      <label id={`${id}-label`} htmlFor={id}>
        {label}
      </label>
      <RichTextField
        id={id}
        name={name}
        labelId={`${id}-label`}
        defaultValue={defaultValue}
        invalid={Boolean(error)}
        describedBy={describedBy(id, error, hint)['aria-describedby']}
        uploadUrl={path('ADMIN_CONTENT_PICTURES')}
        testId={id}
      />
      <Described id={id} error={error} hint={hint} />
    </div>
  );
}
