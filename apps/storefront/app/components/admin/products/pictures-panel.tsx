import type { AdminProductImage } from '@shop/contracts';
import { LOCALE_NATIVE_NAMES } from '@shop/locale';
import { useState, type DragEvent } from 'react';
import { Form, useSubmit } from 'react-router';
import { adminStyles, Badge, SubmitButton, useSubmitting } from '~/components/admin/admin-ui.tsx';
import { PRODUCT_LOCALES, type FieldErrors } from '~/data/admin-product-views.ts';
import { useT } from '~/i18n/use-t.ts';
import { mediaSrcSet, mediaUrl } from '~/lib/media.ts';
import { useHydrated } from '~/lib/use-hydrated.ts';
import { cx } from '../../class-names.ts';
import { FieldMessages, productStyles as styles } from './product-ui.tsx';

const ACCEPT = 'image/jpeg,image/png,image/webp';
const DRAG_TYPE = 'application/x-product-image';

/** Upload: a plain file input in a multipart form, and a drop zone around it that sends dropped files. */
function Upload({ errors }: { errors: FieldErrors | undefined }) {
  const t = useT();
  const submit = useSubmit();
  const hydrated = useHydrated();
  const [over, setOver] = useState(false);
  const hasFiles = (event: DragEvent) => event.dataTransfer.types.includes('Files');
  return (
    <Form
      method="post"
      encType="multipart/form-data"
      className={styles.dropzone}
      data-over={over}
      data-testid="admin-image-upload"
      onDragOver={(event) => {
        if (!hasFiles(event)) return;
        event.preventDefault();
        setOver(true);
      }}
      onDragLeave={() => setOver(false)}
      onDrop={(event) => {
        if (!hasFiles(event)) return;
        event.preventDefault();
        setOver(false);
        const body = new FormData();
        body.set('intent', 'image-upload');
        for (const file of event.dataTransfer.files) body.append('file', file);
        void submit(body, { method: 'post', encType: 'multipart/form-data', preventScrollReset: true });
      }}
    >
      <label htmlFor="product-image-file" className={styles.fieldLabel}>
        {t('adminProducts.images.choose')}
      </label>
      {hydrated && <p className={styles.hint}>{t('adminProducts.images.drop')}</p>}
      <input id="product-image-file" name="file" type="file" accept={ACCEPT} multiple required />
      <p className={styles.hint}>{t('adminProducts.images.rules')}</p>
      <FieldMessages errors={errors} name="file" />
      <SubmitButton intent="image-upload" tone="secondary" testId="admin-image-upload-submit">
        {t('adminProducts.images.upload')}
      </SubmitButton>
    </Form>
  );
}

function ImageButton({
  image,
  intent,
  position,
  label,
}: {
  image: AdminProductImage;
  intent: string;
  position?: number;
  label: string;
}) {
  const submitting = useSubmitting();
  return (
    <Form method="post" preventScrollReset>
      <input type="hidden" name="imageId" value={image.id} />
      {position !== undefined && <input type="hidden" name="position" value={position} />}
      <button
        type="submit"
        name="intent"
        value={intent}
        className={cx(adminStyles.button, adminStyles.buttonSecondary)}
        disabled={submitting}
      >
        {label}
      </button>
    </Form>
  );
}

/**
 * The product's pictures in order: upload (drag-and-drop or the file input), move up and down (buttons for
 * the keyboard, drag-and-drop for the mouse), the main picture, alt texts per locale, delete.
 */
export function PicturesPanel({
  images,
  productName,
  errors,
}: {
  images: AdminProductImage[];
  productName: string;
  errors: FieldErrors | undefined;
}) {
  const t = useT();
  const submit = useSubmit();
  const submitting = useSubmitting();
  const [dragged, setDragged] = useState<number | null>(null);
  const [target, setTarget] = useState<number | null>(null);
  const ordered = [...images].sort((a, b) => a.position - b.position);
  const moveTo = (id: number, position: number) =>
    submit(
      { intent: 'image-move', imageId: String(id), position: String(position) },
      { method: 'post', preventScrollReset: true },
    );
  return (
    <section className={adminStyles.panel} aria-labelledby="product-pictures">
      <h2 id="product-pictures" className={adminStyles.panelTitle}>
        {t('adminProducts.images.title')}
      </h2>
      {ordered.length === 0 ? (
        <p className={adminStyles.muted}>{t('adminProducts.images.none')}</p>
      ) : (
        <ol className={styles.pictures} data-testid="admin-images">
          {ordered.map((image, index) => {
            const label = t('adminProducts.images.pictureOf', { index: index + 1, name: productName });
            return (
              <li
                key={image.id}
                className={styles.picture}
                data-testid="admin-image"
                data-dragging={dragged === image.id}
                data-drop-target={target === image.id && dragged !== image.id}
                onDragOver={(event) => {
                  if (!event.dataTransfer.types.includes(DRAG_TYPE)) return;
                  event.preventDefault();
                  setTarget(image.id);
                }}
                onDrop={(event) => {
                  const id = Number(event.dataTransfer.getData(DRAG_TYPE));
                  if (!id) return;
                  event.preventDefault();
                  setDragged(null);
                  setTarget(null);
                  if (id !== image.id) void moveTo(id, index);
                }}
              >
                {/* The picture is the drag handle (the alt text fields stay selectable); the buttons move it by keyboard. */}
                <img
                  draggable
                  onDragStart={(event) => {
                    event.dataTransfer.setData(DRAG_TYPE, String(image.id));
                    event.dataTransfer.effectAllowed = 'move';
                    setDragged(image.id);
                  }}
                  onDragEnd={() => {
                    setDragged(null);
                    setTarget(null);
                  }}
                  src={mediaUrl(image.path, 'product_card')}
                  srcSet={mediaSrcSet(image.path, 'product_card')}
                  alt={image.alt.lt || image.alt.en || label}
                  width={112}
                  height={112}
                  className={styles.pictureImage}
                  loading="lazy"
                />
                <div className={styles.pictureBody}>
                  <div className={adminStyles.actions}>
                    <strong>{label}</strong>
                    {image.main && <Badge tone="good">{t('adminProducts.images.main')}</Badge>}
                  </div>
                  <div className={adminStyles.actions}>
                    {!image.main && (
                      <ImageButton
                        image={image}
                        intent="image-main"
                        label={t('adminProducts.images.makeMain')}
                      />
                    )}
                    {index > 0 && (
                      <ImageButton
                        image={image}
                        intent="image-move"
                        position={index - 1}
                        label={t('adminProducts.images.moveUp')}
                      />
                    )}
                    {index < ordered.length - 1 && (
                      <ImageButton
                        image={image}
                        intent="image-move"
                        position={index + 1}
                        label={t('adminProducts.images.moveDown')}
                      />
                    )}
                    <details className={adminStyles.confirm}>
                      <summary className={cx(adminStyles.button, adminStyles.buttonDanger)}>
                        {t('adminProducts.images.delete')}
                      </summary>
                      <Form method="post" className={adminStyles.confirmBody} preventScrollReset>
                        <p>{t('adminProducts.images.deleteQuestion')}</p>
                        <input type="hidden" name="imageId" value={image.id} />
                        <button
                          type="submit"
                          name="intent"
                          value="image-delete"
                          className={cx(adminStyles.button, adminStyles.buttonDanger)}
                          disabled={submitting}
                        >
                          {t('adminProducts.images.deleteConfirm')}
                        </button>
                      </Form>
                    </details>
                  </div>
                  <Form method="post" className={styles.field} preventScrollReset>
                    <input type="hidden" name="imageId" value={image.id} />
                    <div className={styles.altGrid}>
                      {PRODUCT_LOCALES.map((locale) => {
                        const id = `image-${image.id}-alt-${locale}`;
                        return (
                          <div key={locale} className={styles.field}>
                            <label htmlFor={id}>
                              {t('adminProducts.images.alt', { language: LOCALE_NATIVE_NAMES[locale] })}
                            </label>
                            <input
                              id={id}
                              name={`alt.${locale}`}
                              lang={locale}
                              defaultValue={image.alt[locale] ?? ''}
                              maxLength={255}
                              className={adminStyles.input}
                            />
                            <FieldMessages errors={errors} name={`images.${image.id}.alt.${locale}`} />
                          </div>
                        );
                      })}
                    </div>
                    <div>
                      <SubmitButton intent="image-alt" tone="secondary">
                        {t('adminProducts.images.saveAlt')}
                      </SubmitButton>
                    </div>
                  </Form>
                </div>
              </li>
            );
          })}
        </ol>
      )}
      <Upload errors={errors} />
    </section>
  );
}
