import type { AccountFormResult } from '~/data/account-forms.server.ts';
import { localiseServerMessage } from '~/i18n/server-messages.ts';
import { ServerText } from '~/components/ui/server-text.tsx';
import { useT } from '~/i18n/use-t.ts';
import formStyles from '../ui/form.module.css';

/**
 * What an account form says after a submission: `done` on success, the server's text for the whole form,
 * or `failed` when only fields were refused (their messages are under the fields).
 */
export function AccountFormStatus({
  result,
  done,
  failed,
}: {
  result: AccountFormResult | undefined;
  done: string;
  failed: string;
}) {
  if (!result) return null;
  if (result.ok) {
    return (
      <p className={formStyles.success} role="status" data-testid="account-form-done">
        {done}
      </p>
    );
  }
  return (
    <p className={formStyles.banner} role="alert" data-testid="account-form-error">
      {result.message ? <ServerText message={result.message} /> : failed}
    </p>
  );
}

/** The localised server message of one field, if it was refused. */
export function useFieldError(result: AccountFormResult | undefined) {
  const t = useT();
  return (name: string): string | undefined => {
    const message = result && !result.ok ? result.fieldErrors[name] : undefined;
    return message ? localiseServerMessage(t, message) : undefined;
  };
}
