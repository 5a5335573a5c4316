import { useEffect, useId, useRef, useState } from 'react';
import { Form, Link, useNavigation } from 'react-router';
import { ServerText } from '~/components/ui/server-text.tsx';
import type { AccountFormResult } from '~/data/account-forms.server.ts';
import type { ReviewLinkState } from '~/data/reviews.server.ts';
import { useT } from '~/i18n/use-t.ts';
import { mediaSrcSet, mediaUrl } from '~/lib/media.ts';
import { useShop } from '~/lib/shop-context.tsx';
import { useRoutePath } from '~/routing/links.ts';
import { productPathMatch } from '~/routing/path-match.ts';
import styles from './review-page.module.css';

const RATINGS = [1, 2, 3, 4, 5] as const;

/** A labelled text input or textarea of the review form, its server error tied to it. */
function ReviewField({
  name,
  label,
  error,
  multiline,
  defaultValue,
  autoComplete,
  type = 'text',
}: {
  name: string;
  label: string;
  error?: string;
  multiline?: boolean;
  defaultValue?: string;
  autoComplete?: string;
  type?: string;
}) {
  const id = useId();
  const errorId = `${id}-error`;
  const common = {
    id,
    name,
    defaultValue,
    className: styles.input,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': error ? errorId : undefined,
    'data-testid': `review-${name}`,
  };
  return (
    <div className={styles.field}>
      <label htmlFor={id} className={styles.label}>
        {label}
      </label>
      {multiline ? (
        <textarea rows={6} {...common} />
      ) : (
        <input type={type} autoComplete={autoComplete} {...common} />
      )}
      {error && (
        <p id={errorId} className={styles.fieldError} data-testid={`review-${name}-error`}>
          <ServerText message={error} />
        </p>
      )}
    </div>
  );
}

/**
 * Five radio buttons in a fieldset (an accessible radio group: arrow keys move between them), drawn as
 * stars that fill up to the choice or the one hovered.
 */
function StarRating({ error }: { error?: string }) {
  const t = useT();
  const errorId = useId();
  const [chosen, setChosen] = useState(0);
  const [hovered, setHovered] = useState(0);
  const shown = hovered || chosen;
  return (
    <fieldset
      className={styles.rating}
      aria-describedby={error ? errorId : undefined}
      onMouseLeave={() => setHovered(0)}
      data-testid="review-rating"
    >
      <legend className={styles.label}>{t('review.form.rating')}</legend>
      <div className={styles.stars}>
        {RATINGS.map((value) => (
          <label key={value} className={styles.star} onMouseEnter={() => setHovered(value)}>
            <input
              type="radio"
              name="rating"
              value={value}
              className={styles.starInput}
              onChange={() => setChosen(value)}
              aria-invalid={error ? true : undefined}
              data-testid={`review-rating-${value}`}
            />
            <span aria-hidden="true" className={value <= shown ? styles.starOn : styles.starOff}>
              ★
            </span>
            <span className="visually-hidden">{t('review.form.stars', { count: value })}</span>
          </label>
        ))}
        {chosen > 0 && (
          <span className={styles.ratingText} aria-hidden="true">
            {t('review.form.stars', { count: chosen })}
          </span>
        )}
      </div>
      {error && (
        <p id={errorId} className={styles.fieldError} data-testid="review-rating-error">
          <ServerText message={error} />
        </p>
      )}
    </fieldset>
  );
}

/** The review page: the product, a 1-5 star rating, text, first name and email; thanks once sent. */
export function ReviewPage({
  state,
  result,
}: {
  state: ReviewLinkState;
  result: AccountFormResult | undefined;
}) {
  const t = useT();
  const path = useRoutePath();
  const { newUrls } = useShop();
  const navigation = useNavigation();
  const busy = navigation.state !== 'idle' && navigation.formData != null;
  const failure = result && !result.ok ? result : null;
  const thanks = useRef<HTMLParagraphElement>(null);
  const sent = result?.ok === true;
  useEffect(() => {
    // The form is gone: bring the thanks into view (a phone would be left at the footer) and announce it.
    if (sent) thanks.current?.focus();
  }, [sent]);

  if (!state.valid || (failure && failure.message && Object.keys(failure.fieldErrors).length === 0)) {
    const message = state.valid ? (failure?.message ?? '') : state.message;
    return (
      <div className={`container ${styles.page}`}>
        <section className={styles.card} aria-labelledby="review-title">
          <h1 id="review-title" className={styles.title}>
            {t('review.title')}
          </h1>
          <p className={styles.banner} role="alert" data-testid="review-link-invalid">
            {message ? <ServerText message={message} /> : t('review.failed')}
          </p>
          <Link to={path('index')} className={styles.secondary}>
            {t('review.backHome')}
          </Link>
        </section>
      </div>
    );
  }

  const { product, email } = state.link;
  const productHref = path('PRODUCT_INNER', { '*': productPathMatch(product, newUrls) });
  return (
    <div className={`container ${styles.page}`}>
      <section className={styles.card} aria-labelledby="review-title">
        <h1 id="review-title" className={styles.title}>
          {t('review.title')}
        </h1>
        <div className={styles.product} data-testid="review-product">
          {product.image ? (
            <img
              src={mediaUrl(product.image, 'product_card')}
              srcSet={mediaSrcSet(product.image, 'product_card')}
              alt=""
              width={96}
              height={96}
              className={styles.image}
            />
          ) : (
            <span className={styles.image} aria-hidden="true" />
          )}
          <div>
            <Link to={productHref} className={styles.productName}>
              {product.name}
            </Link>
            <p className={styles.muted}>{t('review.code', { code: product.code })}</p>
          </div>
        </div>
        {result?.ok ? (
          <>
            <p ref={thanks} tabIndex={-1} className={styles.success} role="status" data-testid="review-done">
              {t('review.thanks')}
            </p>
            <Link to={productHref} className={styles.secondary} data-testid="review-product-link">
              {t('review.toProduct')}
            </Link>
          </>
        ) : (
          <Form method="post" className={styles.form} noValidate>
            <StarRating error={failure?.fieldErrors.rating} />
            <ReviewField
              name="text"
              label={t('review.form.text')}
              multiline
              error={failure?.fieldErrors.text}
            />
            <div className={styles.row}>
              <ReviewField
                name="firstName"
                label={t('review.form.firstName')}
                autoComplete="given-name"
                error={failure?.fieldErrors.firstName}
              />
              <ReviewField
                name="email"
                type="email"
                label={t('review.form.email')}
                autoComplete="email"
                defaultValue={email}
                error={failure?.fieldErrors.email}
              />
            </div>
            <p className={styles.muted}>{t('review.form.privacy')}</p>
            <button type="submit" className={styles.submit} disabled={busy} data-testid="review-submit">
              {t('review.form.submit')}
            </button>
          </Form>
        )}
      </section>
    </div>
  );
}
