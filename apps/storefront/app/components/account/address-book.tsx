import type { AddressBookEntry } from '@shop/contracts';
import { useState } from 'react';
import { Form, Link, useNavigation } from 'react-router';
import type { AccountFormResult } from '~/data/account-forms.server.ts';
import { useT } from '~/i18n/use-t.ts';
import { useShop } from '~/lib/shop-context.tsx';
import { useRoutePath } from '~/routing/links.ts';
import { ConfirmDialog } from '../ui/confirm-dialog.tsx';
import formStyles from '../ui/form.module.css';
import { AccountFormStatus } from './account-form-status.tsx';
import { streetAddressLine } from './address-lines.ts';
import styles from './address-book.module.css';

function AddressCard({ address }: { address: AddressBookEntry }) {
  const t = useT();
  const path = useRoutePath();
  const navigation = useNavigation();
  const busy = navigation.state !== 'idle' && navigation.formData?.get('addressId') === String(address.id);
  const { locale } = useShop();
  const country = new Intl.DisplayNames([locale], { type: 'region' }).of(address.countryCode);
  const [askingToDelete, setAskingToDelete] = useState(false);
  const deleteFormId = `address-delete-${address.id}`;
  return (
    <li className={styles.card} data-testid="address-card">
      <div className={styles.head}>
        <p className={styles.name}>{`${address.firstName} ${address.lastName}`}</p>
        {address.isDefault && (
          <span className={styles.badge} data-testid="address-default">
            {t('account.addresses.default')}
          </span>
        )}
      </div>
      <p className={styles.lines}>
        {streetAddressLine(address)}
        <br />
        {country}
        <br />
        {address.phoneNumber}
        {address.companyName && (
          <>
            <br />
            {[address.companyName, address.companyCode, address.vatNumber].filter(Boolean).join(', ')}
          </>
        )}
      </p>
      <div className={styles.actions}>
        <Link
          to={path('ACCOUNT_ADDRESS_EDIT', { addressId: String(address.id) })}
          className={styles.action}
          data-testid="address-edit"
        >
          {t('account.addresses.edit')}
        </Link>
        {!address.isDefault && (
          <Form method="post">
            <input type="hidden" name="addressId" value={address.id} />
            <button
              type="submit"
              name="intent"
              value="default-address"
              className={styles.action}
              disabled={busy}
              data-testid="address-make-default"
            >
              {t('account.addresses.makeDefault')}
            </button>
          </Form>
        )}
        <Form method="post" id={deleteFormId}>
          <input type="hidden" name="addressId" value={address.id} />
          <button
            type="submit"
            name="intent"
            value="delete-address"
            className={styles.action}
            disabled={busy}
            data-testid="address-delete"
            onClick={(event) => {
              // Asked in the shop's dialog, whose own button submits this form.
              event.preventDefault();
              setAskingToDelete(true);
            }}
          >
            {t('account.addresses.delete')}
          </button>
        </Form>
      </div>
      {askingToDelete && (
        <ConfirmDialog
          title={t('account.addresses.confirmDelete')}
          text={streetAddressLine(address)}
          confirm={t('account.addresses.delete')}
          cancel={t('account.addresses.cancel')}
          formId={deleteFormId}
          submit={{ name: 'intent', value: 'delete-address' }}
          onClose={() => setAskingToDelete(false)}
          testId="address-delete-dialog"
        />
      )}
    </li>
  );
}

/** The delivery address list: the default first, each with edit, make default and delete. */
export function AddressBook({
  addresses,
  result,
}: {
  addresses: AddressBookEntry[];
  result: AccountFormResult | undefined;
}) {
  const t = useT();
  const path = useRoutePath();
  return (
    <>
      <AccountFormStatus
        result={result && !result.ok ? result : undefined}
        done=""
        failed={t('account.addresses.changeFailed')}
      />
      {addresses.length === 0 ? (
        <p className={styles.empty} data-testid="address-book-empty">
          {t('account.addresses.empty')}
        </p>
      ) : (
        <ul role="list" className={styles.list}>
          {addresses.map((address) => (
            <AddressCard key={address.id} address={address} />
          ))}
        </ul>
      )}
      <Link to={path('ACCOUNT_ADDRESS_NEW')} className={formStyles.submit} data-testid="address-new">
        {t('account.addresses.add')}
      </Link>
    </>
  );
}
