import { TextAreaField } from '~/components/admin/settings-forms/fields.tsx';

/**
 * A FAQ answer's editor: HTML in a textarea today (sanitised by the API when stored). The rich-text
 * editor of app/components/admin/rich-text/ replaces this one component when it lands: same `name`
 * (translations.{locale}.answer), same value, so nothing else changes.
 */
export function AnswerField(props: {
  name: string;
  label: string;
  idPrefix: string;
  defaultValue: string;
  error?: string | undefined;
  hint?: string;
}) {
  return <TextAreaField rows={8} maxLength={50_000} {...props} />;
}
