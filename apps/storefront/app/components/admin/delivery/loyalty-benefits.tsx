import type { AdminLoyaltyBenefit, AdminLoyaltySettings } from '@shop/contracts';
import { KNOWN_LOCALES } from '@shop/locale';
import { Form } from 'react-router';
import { adminStyles, ConfirmSubmit, SubmitButton } from '~/components/admin/admin-ui.tsx';
import { cx } from '~/components/class-names.ts';
import type { LoyaltyActionResult } from '~/data/admin-loyalty-settings.server.ts';
import { useT } from '~/i18n/use-t.ts';
import { mediaUrl } from '~/lib/media.ts';
import { localiseDeliveryMessage } from './delivery-messages.ts';
import { Field, fieldProps } from './field.tsx';
import styles from './settings-form.module.css';

type Level = AdminLoyaltySettings['levels'][number];

/** The texts of a benefit per language (a <details> per language, opened where there is an error). */
function BenefitTexts({
  idPrefix,
  benefit,
  result,
  locale,
}: {
  idPrefix: string;
  benefit: AdminLoyaltyBenefit | null;
  result: LoyaltyActionResult | null;
  locale: string;
}) {
  const t = useT();
  const refused = result && !result.ok ? result : null;
  const errorOf = (path: string) => {
    const message = refused?.errors[path];
    return message ? localiseDeliveryMessage(t, message) : null;
  };
  const valueOf = (path: string, stored: string) => {
    const typed = refused?.values[path];
    return typeof typed === 'string' ? typed : stored;
  };
  return (
    <div className={styles.locales}>
      {KNOWN_LOCALES.map((code) => {
        const stored = benefit?.translations[code];
        const hasError = Object.keys(refused?.errors ?? {}).some(
          (path) => path === 'translations' || path.startsWith(`translations.${code}`),
        );
        const titleId = `${idPrefix}-${code}-title`;
        const descriptionId = `${idPrefix}-${code}-description`;
        const titleError = errorOf(`translations.${code}.title`) ?? errorOf(`translations.${code}`);
        const descriptionError = errorOf(`translations.${code}.description`);
        return (
          <details key={code} className={styles.locale} open={code === locale || hasError}>
            <summary>{t(`adminLoyalty.locales.${code}`)}</summary>
            <div className={styles.fields}>
              <Field id={titleId} label={t('adminLoyalty.benefit.title')} error={titleError}>
                <input
                  {...fieldProps(titleId, titleError)}
                  name={`translations.${code}.title`}
                  className={cx(adminStyles.input, titleError && styles.invalid)}
                  defaultValue={valueOf(`translations.${code}.title`, stored?.title ?? '')}
                  maxLength={200}
                  lang={code}
                />
              </Field>
              <Field
                id={descriptionId}
                label={t('adminLoyalty.benefit.description')}
                error={descriptionError}
              >
                <textarea
                  {...fieldProps(descriptionId, descriptionError)}
                  name={`translations.${code}.description`}
                  className={cx(adminStyles.input, descriptionError && styles.invalid)}
                  defaultValue={valueOf(`translations.${code}.description`, stored?.description ?? '')}
                  maxLength={2000}
                  rows={2}
                  lang={code}
                />
              </Field>
            </div>
          </details>
        );
      })}
    </div>
  );
}

function FormError({ result }: { result: LoyaltyActionResult | null }) {
  const t = useT();
  if (!result || result.ok) return null;
  const message = result.message ?? result.errors.translations ?? result.errors.levelId ?? null;
  const count = Object.keys(result.errors).length;
  return (
    <p className={styles.fieldError} role="alert" data-testid="benefit-error">
      {message ? localiseDeliveryMessage(t, message) : t('adminLoyalty.refused', { count })}
    </p>
  );
}

/** One benefit: its picture (upload, remove), texts, moves and delete. */
function BenefitCard({
  benefit,
  level,
  index,
  count,
  channel,
  result,
  locale,
}: {
  benefit: AdminLoyaltyBenefit;
  level: Level;
  index: number;
  count: number;
  channel: string;
  result: LoyaltyActionResult | null;
  locale: string;
}) {
  const t = useT();
  const mine = result?.form === `benefit-${benefit.id}` ? result : null;
  const title =
    benefit.translations[locale]?.title ?? Object.values(benefit.translations)[0]?.title ?? `#${benefit.id}`;
  const fileId = `benefit-${benefit.id}-file`;
  const fileError =
    mine && !mine.ok && mine.intent === 'picture' && mine.errors.file
      ? mine.errors.file === 'chooseFile'
        ? t('adminLoyalty.picture.choose')
        : localiseDeliveryMessage(t, mine.errors.file)
      : null;
  const hidden = (
    <>
      <input type="hidden" name="channel" value={channel} />
      <input type="hidden" name="id" value={benefit.id} />
      <input type="hidden" name="levelId" value={level.id} />
    </>
  );
  return (
    <li className={styles.benefit} data-testid="loyalty-benefit">
      <div>
        {benefit.imagePath ? (
          <img
            className={styles.picture}
            src={mediaUrl(benefit.imagePath, 'benefit')}
            alt=""
            width={100}
            height={100}
            loading="lazy"
          />
        ) : (
          <span
            className={cx(styles.picture, adminStyles.muted)}
            role="img"
            aria-label={t('adminLoyalty.picture.none')}
          />
        )}
      </div>
      <div className={styles.level}>
        <h4 className={adminStyles.panelTitle}>{title}</h4>
        {mine?.ok && <p className={adminStyles.notice}>{t('adminLoyalty.saved')}</p>}
        <Form method="post" encType="multipart/form-data" className={adminStyles.form}>
          {hidden}
          <Field
            id={fileId}
            label={t('adminLoyalty.picture.label')}
            error={fileError}
            hint={t('adminLoyalty.picture.hint')}
          >
            <input
              {...fieldProps(fileId, fileError, true)}
              name="file"
              type="file"
              accept="image/jpeg,image/png,image/webp"
              data-testid="benefit-picture-file"
            />
          </Field>
          <div className={adminStyles.rowActions}>
            <SubmitButton intent="picture" tone="secondary" testId="benefit-picture-upload">
              {t('adminLoyalty.picture.upload')}
            </SubmitButton>
            {benefit.imagePath && (
              <SubmitButton intent="picture-delete" tone="secondary">
                {t('adminLoyalty.picture.remove')}
              </SubmitButton>
            )}
          </div>
        </Form>
        <Form method="post" className={adminStyles.form} noValidate data-testid="benefit-form">
          {hidden}
          <BenefitTexts idPrefix={`benefit-${benefit.id}`} benefit={benefit} result={mine} locale={locale} />
          {mine?.intent === 'benefit' && <FormError result={mine} />}
          <div className={adminStyles.actions}>
            <SubmitButton intent="benefit" testId="benefit-save">
              {t('adminLoyalty.benefit.save')}
            </SubmitButton>
          </div>
        </Form>
        {mine && !mine.ok && mine.intent !== 'benefit' && mine.intent !== 'picture' && (
          <FormError result={mine} />
        )}
        <div className={adminStyles.rowActions}>
          {index > 0 && (
            <Form method="post">
              {hidden}
              <input type="hidden" name="position" value={index - 1} />
              <SubmitButton intent="benefit-move" tone="secondary" testId="benefit-up">
                <span aria-hidden="true">↑</span>
                <span className="visually-hidden">
                  {t('adminLoyalty.up')} {title}
                </span>
              </SubmitButton>
            </Form>
          )}
          {index < count - 1 && (
            <Form method="post">
              {hidden}
              <input type="hidden" name="position" value={index + 1} />
              <SubmitButton intent="benefit-move" tone="secondary" testId="benefit-down">
                <span aria-hidden="true">↓</span>
                <span className="visually-hidden">
                  {t('adminLoyalty.down')} {title}
                </span>
              </SubmitButton>
            </Form>
          )}
          <Form method="post">
            {hidden}
            <ConfirmSubmit
              intent="benefit-delete"
              label={
                <>
                  {t('adminLoyalty.benefit.delete')}
                  <span className="visually-hidden"> {title}</span>
                </>
              }
              question={t('adminLoyalty.benefit.deleteQuestion', { title })}
              confirmLabel={t('adminLoyalty.benefit.deleteConfirm')}
              testId="benefit-delete"
            />
          </Form>
        </div>
      </div>
    </li>
  );
}

/** A level's benefits in the shop's order, and a form to add one. */
export function LevelBenefits({
  level,
  channel,
  result,
  locale,
}: {
  level: Level;
  channel: string;
  result: LoyaltyActionResult | null;
  locale: string;
}) {
  const t = useT();
  const adding = result?.form === `new-${level.id}` ? result : null;
  return (
    <section
      className={adminStyles.panel}
      aria-labelledby={`level-${level.code}`}
      data-testid="loyalty-level"
    >
      <h3 id={`level-${level.code}`} className={adminStyles.panelTitle}>
        {t('adminLoyalty.levelBenefits', { level: t(`adminLoyalty.levels.${level.code}`) })}
      </h3>
      {level.benefits.length === 0 ? (
        <p className={adminStyles.muted}>{t('adminLoyalty.noBenefits')}</p>
      ) : (
        <ul className={styles.benefits}>
          {level.benefits.map((benefit, index) => (
            <BenefitCard
              key={`${benefit.id}:${JSON.stringify(benefit)}`}
              benefit={benefit}
              level={level}
              index={index}
              count={level.benefits.length}
              channel={channel}
              result={result}
              locale={locale}
            />
          ))}
        </ul>
      )}
      <details className={styles.locale} open={adding !== null && !adding.ok}>
        <summary>{t('adminLoyalty.benefit.add')}</summary>
        <Form
          key={adding?.ok ? `added-${level.benefits.length}` : 'new'}
          method="post"
          className={adminStyles.form}
          noValidate
          data-testid="benefit-new-form"
        >
          <input type="hidden" name="channel" value={channel} />
          <input type="hidden" name="levelId" value={level.id} />
          <BenefitTexts idPrefix={`new-${level.id}`} benefit={null} result={adding} locale={locale} />
          <FormError result={adding} />
          <div className={adminStyles.actions}>
            <SubmitButton intent="benefit" testId="benefit-add">
              {t('adminLoyalty.benefit.create')}
            </SubmitButton>
          </div>
        </Form>
      </details>
    </section>
  );
}
