import {
  INFORMATION_BAR_AUDIENCES,
  INFORMATION_BAR_MAX_MESSAGES,
  type AdminChannel,
  type AdminInformationBar,
  type InformationBar as InformationBarData,
} from '@shop/contracts';
import { KNOWN_LOCALES, LOCALE_NATIVE_NAMES, type LocaleCode } from '@shop/locale';
import { useState } from 'react';
import { Form, Link } from 'react-router';
import { AdminMessage, adminStyles, SubmitButton } from '~/components/admin/admin-ui.tsx';
import { cx } from '~/components/class-names.ts';
import { InformationBar } from '~/components/information-bar/information-bar.tsx';
import {
  CheckField,
  fieldId,
  fieldStyles,
  TextAreaField,
  TextField,
} from '~/components/admin/settings-forms/fields.tsx';
import { LocaleTabs } from '~/components/admin/settings-forms/locale-tabs.tsx';
import { localInputValue } from '~/data/admin-catalogue-promotion-views.ts';
import type { InformationBarsActionResult } from '~/data/admin-information-bars.server.ts';
import { useT } from '~/i18n/use-t.ts';
import { localiseInformationBarMessage } from './information-bar-messages.ts';
import { previewHtml } from './preview-html.ts';
import settings from '~/components/admin/settings-forms/settings.module.css';

type Text = { description: string; backgroundColor: string; textColor: string };
type Message = { key: number; texts: Partial<Record<LocaleCode, Text>> };

const DEFAULT_TEXT: Text = { description: '', backgroundColor: '#2a211d', textColor: '#ffffff' };

/** #abc → #aabbcc: what a colour input shows. */
const sixDigits = (colour: string) =>
  /^#[0-9a-f]{3}$/i.test(colour)
    ? `#${[...colour.slice(1)].map((c) => c + c).join('')}`.toLowerCase()
    : colour;

function initialMessages(bar: AdminInformationBar | null, typed: Record<string, string> | null): Message[] {
  if (typed) {
    const count = Math.min(Number(typed.messageCount) || 0, INFORMATION_BAR_MAX_MESSAGES);
    return Array.from({ length: count }, (_, index) => ({
      key: index,
      texts: Object.fromEntries(
        KNOWN_LOCALES.map((locale) => {
          const field = (name: keyof Text) =>
            typed[`messages[${index}].${locale}.${name}`] ?? DEFAULT_TEXT[name];
          return [
            locale,
            {
              description: field('description'),
              backgroundColor: field('backgroundColor'),
              textColor: field('textColor'),
            },
          ];
        }),
      ),
    }));
  }
  const stored = bar?.messages ?? [{}];
  return stored.map((texts, index) => ({ key: index, texts }));
}

/**
 * An information bar's form: code, shown or not, audience, channel, the window on the shop's clock
 * (Europe/Vilnius), position, and its rotating messages with text and colours per language (tabs),
 * added and removed in place. Beside it, the bar as shoppers will see it, built with the storefront's own
 * information-bar component from what is typed.
 */
export function InformationBarForm({
  bar,
  channels,
  result,
  cancelHref,
}: {
  bar: AdminInformationBar | null;
  channels: AdminChannel[];
  result: InformationBarsActionResult | null;
  cancelHref: string;
}) {
  const t = useT();
  const refused = result?.intent === 'save' && !result.ok ? result : null;
  const typed = refused?.values ?? null;
  const errors = refused?.errors ?? {};
  const error = (name: string) => {
    const message = errors[name];
    return message ? localiseInformationBarMessage(t, message) : undefined;
  };
  const value = (name: string, stored: string) => (typed ? (typed[name] ?? '') : stored);
  const [messages, setMessages] = useState<Message[]>(() => initialMessages(bar, typed));
  const [previewLocale, setPreviewLocale] = useState<LocaleCode>('lt');
  const textOf = (message: Message, locale: LocaleCode): Text => ({
    ...DEFAULT_TEXT,
    ...message.texts[locale],
  });
  const change = (key: number, locale: LocaleCode, field: keyof Text, next: string) =>
    setMessages((current) =>
      current.map((message) =>
        message.key === key
          ? {
              ...message,
              texts: { ...message.texts, [locale]: { ...textOf(message, locale), [field]: next } },
            }
          : message,
      ),
    );
  const preview: InformationBarData = {
    id: bar?.id ?? 0,
    code: 'preview',
    scope: 'global',
    messages: messages.flatMap((message) => {
      const text = message.texts[previewLocale];
      if (!text || text.description.trim() === '') return [];
      return [
        {
          id: message.key,
          description: previewHtml(text.description),
          backgroundColor: text.backgroundColor,
          textColor: text.textColor,
        },
      ];
    }),
  };
  const count = Object.keys(errors).length;
  return (
    <section
      className={adminStyles.panel}
      aria-labelledby="information-bar-form-title"
      id="information-bar-form"
    >
      <h2 id="information-bar-form-title" className={adminStyles.panelTitle}>
        {bar
          ? t('adminInformationBars.form.editTitle', { code: bar.code })
          : t('adminInformationBars.form.addTitle')}
      </h2>
      {refused && (
        <AdminMessage tone="error">
          {refused.message
            ? localiseInformationBarMessage(t, refused.message)
            : t('adminInformationBars.refused', { count })}
        </AdminMessage>
      )}
      <Form method="post" className={adminStyles.form} noValidate data-testid="information-bar-form">
        {bar && <input type="hidden" name="id" value={bar.id} />}
        <input type="hidden" name="messageCount" value={messages.length} />
        <div className={fieldStyles.fields}>
          <TextField
            idPrefix="bar"
            name="code"
            label={t('adminInformationBars.fields.code')}
            defaultValue={value('code', bar?.code ?? '')}
            maxLength={64}
            error={error('code')}
            required
          />
          <div className={fieldStyles.field}>
            <label htmlFor="bar-audience">{t('adminInformationBars.fields.audience')}</label>
            <select
              id="bar-audience"
              name="audience"
              defaultValue={value('audience', bar?.audience ?? 'all')}
              className={adminStyles.input}
            >
              {INFORMATION_BAR_AUDIENCES.map((audience) => (
                <option key={audience} value={audience}>
                  {t(`adminInformationBars.audiences.${audience}`)}
                </option>
              ))}
            </select>
          </div>
          <div className={fieldStyles.field}>
            <label htmlFor="bar-channel">{t('adminInformationBars.fields.channel')}</label>
            <select
              id="bar-channel"
              name="channel"
              defaultValue={value('channel', bar?.channel ?? '')}
              className={cx(adminStyles.input, error('channel') && fieldStyles.invalid)}
              aria-invalid={error('channel') ? true : undefined}
              aria-describedby={error('channel') ? 'bar-channel-error' : undefined}
            >
              <option value="">{t('adminInformationBars.allChannels')}</option>
              {channels.map((channel) => (
                <option key={channel.code} value={channel.code}>
                  {channel.name}
                </option>
              ))}
            </select>
            {error('channel') && (
              <p id="bar-channel-error" className={fieldStyles.fieldError} data-testid="field-error">
                {error('channel')}
              </p>
            )}
          </div>
          <TextField
            idPrefix="bar"
            type="datetime-local"
            name="activeFrom"
            label={t('adminInformationBars.fields.activeFrom')}
            hint={t('adminInformationBars.fields.timeZoneHint')}
            defaultValue={value('activeFrom', localInputValue(bar?.activeFrom ?? null))}
            error={error('activeFrom')}
          />
          <TextField
            idPrefix="bar"
            type="datetime-local"
            name="activeUntil"
            label={t('adminInformationBars.fields.activeUntil')}
            hint={t('adminInformationBars.fields.untilHint')}
            defaultValue={value('activeUntil', localInputValue(bar?.activeUntil ?? null))}
            error={error('activeUntil')}
          />
          <TextField
            idPrefix="bar"
            name="position"
            inputMode="numeric"
            label={t('adminInformationBars.fields.position')}
            hint={t('adminInformationBars.fields.positionHint')}
            defaultValue={value('position', String(bar?.position ?? 0))}
            error={error('position')}
          />
          <CheckField
            idPrefix="bar"
            name="enabled"
            label={t('adminInformationBars.fields.enabled')}
            defaultChecked={typed ? typed.enabled === 'on' : (bar?.enabled ?? true)}
          />
        </div>
        <fieldset className={settings.stack} data-testid="information-bar-messages">
          <legend>{t('adminInformationBars.messages.title')}</legend>
          {error('messages') && (
            <p className={fieldStyles.fieldError} data-testid="field-error">
              {error('messages')}
            </p>
          )}
          {messages.map((message, index) => {
            const prefix = `messages[${index}]`;
            const invalid = KNOWN_LOCALES.filter((locale) =>
              Object.keys(errors).some((path) => path.startsWith(`${prefix}.${locale}`)),
            );
            return (
              <div key={message.key} className={adminStyles.card} data-testid="information-bar-message-form">
                <p>
                  <strong>{t('adminInformationBars.messages.number', { number: index + 1 })}</strong>
                </p>
                {error(prefix) && (
                  <p className={fieldStyles.fieldError} data-testid="field-error">
                    {error(prefix)}
                  </p>
                )}
                <LocaleTabs
                  id={`bar-message-${message.key}`}
                  label={t('adminInformationBars.languages')}
                  invalidLocales={invalid}
                  filledLocales={KNOWN_LOCALES.filter((locale) => message.texts[locale]?.description)}
                >
                  {(locale) => {
                    const text = textOf(message, locale);
                    const name = (field: keyof Text) => `${prefix}.${locale}.${field}`;
                    return (
                      <>
                        <TextAreaField
                          idPrefix="bar"
                          name={name('description')}
                          label={t('adminInformationBars.fields.description', {
                            language: LOCALE_NATIVE_NAMES[locale],
                          })}
                          hint={t('adminInformationBars.fields.descriptionHint')}
                          rows={2}
                          maxLength={2000}
                          value={text.description}
                          onChange={(event) =>
                            change(message.key, locale, 'description', event.currentTarget.value)
                          }
                          error={error(name('description')) ?? error(`${prefix}.${locale}`)}
                        />
                        <div className={fieldStyles.fields}>
                          {(['backgroundColor', 'textColor'] as const).map((field) => (
                            <div key={field} className={fieldStyles.field}>
                              <label htmlFor={fieldId('bar', name(field))}>
                                {t(`adminInformationBars.fields.${field}`)}
                              </label>
                              <input
                                type="color"
                                id={fieldId('bar', name(field))}
                                name={name(field)}
                                value={sixDigits(text[field])}
                                onChange={(event) =>
                                  change(message.key, locale, field, event.currentTarget.value)
                                }
                                className={cx(adminStyles.input, error(name(field)) && fieldStyles.invalid)}
                                aria-invalid={error(name(field)) ? true : undefined}
                              />
                              {error(name(field)) && (
                                <p className={fieldStyles.fieldError} data-testid="field-error">
                                  {error(name(field))}
                                </p>
                              )}
                            </div>
                          ))}
                        </div>
                      </>
                    );
                  }}
                </LocaleTabs>
                <div className={adminStyles.actions}>
                  <button
                    type="button"
                    className={cx(adminStyles.button, adminStyles.buttonSecondary)}
                    disabled={messages.length === 1}
                    onClick={() => setMessages(messages.filter((other) => other.key !== message.key))}
                    aria-label={t('adminInformationBars.messages.removeOf', { number: index + 1 })}
                  >
                    {t('adminInformationBars.messages.remove')}
                  </button>
                </div>
              </div>
            );
          })}
          {messages.length < INFORMATION_BAR_MAX_MESSAGES && (
            <div className={adminStyles.actions}>
              <button
                type="button"
                className={cx(adminStyles.button, adminStyles.buttonSecondary)}
                onClick={() =>
                  setMessages([
                    ...messages,
                    { key: Math.max(-1, ...messages.map((m) => m.key)) + 1, texts: {} },
                  ])
                }
                data-testid="information-bar-add-message"
              >
                {t('adminInformationBars.messages.add')}
              </button>
            </div>
          )}
        </fieldset>
        <section aria-labelledby="information-bar-preview-title" data-testid="information-bar-preview">
          <h3 id="information-bar-preview-title" className={adminStyles.panelTitle}>
            {t('adminInformationBars.preview.title')}
          </h3>
          <div className={fieldStyles.field}>
            <label htmlFor="bar-preview-locale">{t('adminInformationBars.preview.language')}</label>
            <select
              id="bar-preview-locale"
              value={previewLocale}
              onChange={(event) => setPreviewLocale(event.currentTarget.value as LocaleCode)}
              className={adminStyles.input}
            >
              {KNOWN_LOCALES.map((locale) => (
                <option key={locale} value={locale}>
                  {LOCALE_NATIVE_NAMES[locale]}
                </option>
              ))}
            </select>
          </div>
          {preview.messages.length > 0 ? (
            <InformationBar bar={preview} />
          ) : (
            <p className={adminStyles.muted}>{t('adminInformationBars.preview.empty')}</p>
          )}
        </section>
        <div className={adminStyles.actions}>
          <SubmitButton intent="save" testId="information-bar-save">
            {t('adminInformationBars.form.save')}
          </SubmitButton>
          {bar && (
            <Link to={cancelHref} className={cx(adminStyles.button, adminStyles.buttonSecondary)}>
              {t('adminInformationBars.form.cancel')}
            </Link>
          )}
        </div>
      </Form>
    </section>
  );
}
