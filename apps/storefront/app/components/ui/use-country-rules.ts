import { DEFAULT_PHONE_COUNTRY, countryRuleIssues } from '@shop/contracts';
import { useState, type FocusEvent } from 'react';
import { localiseServerMessage } from '~/i18n/server-messages.ts';
import { useT } from '~/i18n/use-t.ts';

/** The fields the shared country rules check in the browser (the API checks them the same way). */
const CHECKED = ['phoneNumber', 'vatNumber', 'postCode'] as const;
type CheckedField = (typeof CHECKED)[number];

/**
 * The country rules of spec section 5 (phone number for the chosen country, post code, VAT number) checked
 * in the browser with the API's own validators (@shop/contracts field-rules): a field is checked when the
 * shopper leaves it (errors show once a field was touched), and the phone again when the country changes.
 * `errorOf(name, serverError)` gives the field's text: the browser's refusal, else the server's. The form is never blocked: the API answers every field's problem at once.
 */
export function useCountryRules(phoneCountry: string = DEFAULT_PHONE_COUNTRY) {
  const t = useT();
  const [checked, setChecked] = useState<Partial<Record<CheckedField, string | null>>>({});

  const check = (form: HTMLFormElement, fields: readonly CheckedField[]) => {
    const body: Record<string, unknown> = {};
    new FormData(form).forEach((value, key) => {
      if (typeof value === 'string') body[key] = value;
    });
    const issues = countryRuleIssues(body, { phoneCountry });
    setChecked((current) => {
      const next = { ...current };
      for (const field of fields) {
        if (typeof body[field] !== 'string') continue;
        const issue = issues.find((found) => found.path === field);
        next[field] = issue ? localiseServerMessage(t, issue.message) : null;
      }
      return next;
    });
  };

  /** The form's onBlur (blur bubbles in React): checks the field left, or the phone when the country changed. */
  const onBlur = (event: FocusEvent<HTMLFormElement>) => {
    const target = event.target as unknown as HTMLInputElement | HTMLSelectElement;
    const name = target.name;
    if (!target.form) return;
    if ((CHECKED as readonly string[]).includes(name) && target.value.trim() !== '') {
      check(target.form, [name as CheckedField]);
    } else if (name === 'countryCode') {
      check(
        target.form,
        CHECKED.filter((field) => field !== 'vatNumber' && checked[field] !== undefined),
      );
    }
  };

  // The browser only adds a refusal: a server error stays until the next submit (as for every other field),
  // so leaving a field never removes a line under it and moves the submit button away from a click under way.
  const errorOf = (name: string, serverError: string | undefined): string | undefined =>
    checked[name as CheckedField] ?? serverError;

  return { onBlur, errorOf };
}
