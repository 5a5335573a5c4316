import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { byTestId, launchBrowser, MOBILE, openPage, waitForHydration } from './support/browser.ts';
import { registerActivatedAccount } from './support/accounts.ts';
import { browserTestsSkipped, requireShop } from './support/shop-under-test.ts';

const PASSWORD = 'Pradinis1';
const NEW_PASSWORD = 'Naujesnis2';

async function signIn(page: Page, email: string, password: string): Promise<void> {
  await waitForHydration(page, byTestId('sign-in-submit'));
  await page.fill(byTestId('auth-email'), email);
  await page.fill(byTestId('auth-password'), password);
  await page.click(byTestId('sign-in-submit'));
}

describe.skipIf(browserTestsSkipped())('the account area', () => {
  let browser: Browser;
  let page: Page;
  const email = `paskyra.${Date.now()}@example.lt`;
  const shop = () => requireShop().webUrl;

  beforeAll(async () => {
    browser = await launchBrowser(requireShop().chromiumPath);
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('asks a guest to sign in first, then returns to the account page asked for', async () => {
    await registerActivatedAccount(browser, {
      email: email,
      password: PASSWORD,
      firstName: 'Paulina',
      lastName: 'Paskyrienė',
    });
    page = await openPage(browser, MOBILE);
    await page.goto(`${shop()}/paskyra/informacija`);
    await page.waitForURL(/\/auth\?redirect=%2Fpaskyra%2Finformacija$/);
    await signIn(page, email, PASSWORD);
    await page.waitForURL(`${shop()}/paskyra/informacija`);
    await waitForHydration(page, byTestId('details-submit'));
    expect(await page.inputValue(byTestId('details-firstName'))).toBe('Paulina');
    expect(await page.getAttribute(byTestId('details-email'), 'readonly')).not.toBeNull();
  });

  it('edits the details: a refused phone shows under its field, then everything is saved', async () => {
    await page.fill(byTestId('details-phoneNumber'), '12345');
    await page.click(byTestId('details-submit'));
    await expect
      .poll(() => page.locator(byTestId('details-phoneNumber-error')).innerText())
      .toBe('Neteisingas telefono numeris.');
    await page.fill(byTestId('details-phoneNumber'), '+37061234567');
    await page.fill(byTestId('details-birthday'), '1991-05-17');
    await page.selectOption(byTestId('details-gender'), 'female');
    await page.check(byTestId('details-isCompany'));
    await page.fill(byTestId('details-companyName'), 'Paskyros UAB');
    await page.fill(byTestId('details-companyCode'), '305123456');
    await page.check(byTestId('details-subscribedToSmsOffers'));
    await page.click(byTestId('details-submit'));
    await expect.poll(() => page.locator(byTestId('account-form-done')).count()).toBe(1);

    await page.reload();
    await waitForHydration(page, byTestId('details-submit'));
    expect(await page.inputValue(byTestId('details-phoneNumber'))).toBe('+37061234567');
    expect(await page.inputValue(byTestId('details-birthday'))).toBe('1991-05-17');
    expect(await page.inputValue(byTestId('details-gender'))).toBe('female');
    expect(await page.inputValue(byTestId('details-companyName'))).toBe('Paskyros UAB');
    expect(await page.isChecked(byTestId('details-subscribedToSmsOffers'))).toBe(true);
  });

  it('adds delivery addresses: the first is the default, another can become it', async () => {
    await page.goto(`${shop()}/paskyra/pristatymo-adresas`);
    await waitForHydration(page, byTestId('address-new'));
    expect(await page.locator(byTestId('address-book-empty')).count()).toBe(1);
    await page.click(byTestId('address-new'));
    await page.waitForURL(/\/paskyra\/pristatymo-adresas\/naujas$/);
    await waitForHydration(page, byTestId('address-submit'));
    await page.click(byTestId('address-submit'));
    await expect.poll(() => page.locator(byTestId('address-street-error')).count()).toBe(1);

    const fill = async (values: Record<string, string>) => {
      for (const [name, value] of Object.entries(values)) await page.fill(byTestId(`address-${name}`), value);
    };
    await fill({
      firstName: 'Paulina',
      lastName: 'Paskyrienė',
      phoneNumber: '+37061234567',
      city: 'Vilnius',
      street: 'Gedimino pr.',
      houseNumber: '5',
      apartmentNumber: '12',
      postCode: '01103',
    });
    await page.click(byTestId('address-submit'));
    await page.waitForURL(/\/paskyra\/pristatymo-adresas$/);
    await expect.poll(() => page.locator(byTestId('address-card')).count()).toBe(1);
    expect(await page.locator(byTestId('address-default')).count()).toBe(1);

    await page.click(byTestId('address-new'));
    await waitForHydration(page, byTestId('address-submit'));
    await fill({
      firstName: 'Petras',
      lastName: 'Paskyra',
      phoneNumber: '+37061234568',
      city: 'Kaunas',
      street: 'Laisvės al.',
      houseNumber: '10',
      postCode: '44001',
    });
    await page.click(byTestId('address-submit'));
    await page.waitForURL(/\/paskyra\/pristatymo-adresas$/);
    await expect.poll(() => page.locator(byTestId('address-card')).count()).toBe(2);
    await page.click(byTestId('address-make-default'));
    // The default comes first.
    await expect
      .poll(() => page.locator(byTestId('address-card')).first().innerText())
      .toContain('Laisvės al. 10, 44001 Kaunas');
    await page.goto(`${shop()}/paskyra`);
    await expect
      .poll(() => page.locator(byTestId('account-default-address')).innerText())
      .toContain('Petras Paskyra, Laisvės al. 10');
  });

  it("deletes an address after asking in the shop's own dialog, never window.confirm", async () => {
    const nativeDialogs: string[] = [];
    page.on('dialog', (native) => {
      nativeDialogs.push(native.message());
      void native.dismiss();
    });
    await page.goto(`${shop()}/paskyra/pristatymo-adresas`);
    await waitForHydration(page, byTestId('address-delete'));
    const cards = page.locator(byTestId('address-card'));
    await expect.poll(() => cards.count()).toBe(2);
    const dialog = page.locator(`${byTestId('address-delete-dialog')}[open]`);
    await cards.last().locator(byTestId('address-delete')).click();
    await dialog.waitFor();
    expect(await dialog.innerText()).toContain('Ištrinti šį adresą?');
    await page.click(byTestId('address-delete-dialog-cancel'));
    await dialog.waitFor({ state: 'detached' });
    expect(await cards.count()).toBe(2);

    await cards.last().locator(byTestId('address-delete')).click();
    await page.click(byTestId('address-delete-dialog-confirm'));
    await expect.poll(() => cards.count()).toBe(1);
    expect(nativeDialogs).toEqual([]);
  });

  it('changes the password: a wrong current one is refused; after the change the shopper stays signed in', async () => {
    await page.goto(`${shop()}/paskyra/slaptazodzio-keitimas`);
    await waitForHydration(page, byTestId('password-submit'));
    await page.fill(byTestId('password-currentPassword'), 'Neteisingas1');
    await page.fill(byTestId('password-newPassword'), NEW_PASSWORD);
    await page.fill(byTestId('password-confirmNewPassword'), NEW_PASSWORD);
    await page.click(byTestId('password-submit'));
    await expect
      .poll(() => page.locator(byTestId('password-currentPassword-error')).innerText())
      .toBe('Neteisingas dabartinis slaptažodis.');
    await page.fill(byTestId('password-currentPassword'), PASSWORD);
    await page.fill(byTestId('password-newPassword'), NEW_PASSWORD);
    await page.fill(byTestId('password-confirmNewPassword'), NEW_PASSWORD);
    await page.click(byTestId('password-submit'));
    await expect.poll(() => page.locator(byTestId('account-form-done')).count()).toBe(1);
    await page.goto(`${shop()}/paskyra`);
    expect(page.url()).toBe(`${shop()}/paskyra`);
  });

  it('signs out, and signs in again only with the new password', async () => {
    await page.goto(`${shop()}/paskyra`);
    await waitForHydration(page);
    await page.getByRole('button', { name: 'Atsijungti' }).first().click();
    await page.waitForURL(`${shop()}/`);
    await page.goto(`${shop()}/auth?redirect=%2Fpaskyra`);
    await signIn(page, email, PASSWORD);
    await expect.poll(() => page.locator(byTestId('sign-in-error')).count()).toBe(1);
    await signIn(page, email, NEW_PASSWORD);
    await page.waitForURL(`${shop()}/paskyra`);
    await page.context().close();
  });
});
