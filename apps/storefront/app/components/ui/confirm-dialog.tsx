import { useEffect, useRef } from 'react';
import styles from '../product/add-to-cart-dialog.module.css';

/**
 * "Are you sure?" in the shop's own modal (never window.confirm): a native modal dialog like the
 * add-to-cart confirmation (focus moves in, Escape or "cancel" close it). The confirm button submits the
 * form `formId` with its own name and value (`submit`), so the action gets the same request as a
 * direct press of the form's button.
 */
export function ConfirmDialog({
  title,
  text,
  confirm,
  cancel,
  formId,
  submit,
  onClose,
  testId,
}: {
  title: string;
  text: string;
  confirm: string;
  cancel: string;
  formId: string;
  submit: { name: string; value: string };
  onClose: () => void;
  testId: string;
}) {
  const dialog = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    const element = dialog.current;
    if (element && !element.open) element.showModal();
  }, []);
  const titleId = `${testId}-title`;
  return (
    <dialog
      ref={dialog}
      className={styles.dialog}
      aria-labelledby={titleId}
      aria-describedby={`${testId}-text`}
      onClose={onClose}
      data-testid={testId}
    >
      <h2 id={titleId} className={styles.title}>
        {title}
      </h2>
      <p id={`${testId}-text`} className={styles.text}>
        {text}
      </p>
      <div className={styles.actions}>
        <button
          type="submit"
          form={formId}
          name={submit.name}
          value={submit.value}
          className={styles.primary}
          onClick={() => dialog.current?.close()}
          data-testid={`${testId}-confirm`}
        >
          {confirm}
        </button>
        <button
          type="button"
          className={styles.secondary}
          onClick={() => dialog.current?.close()}
          data-testid={`${testId}-cancel`}
          autoFocus
        >
          {cancel}
        </button>
      </div>
    </dialog>
  );
}
