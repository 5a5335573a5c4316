/** The hidden form field the protected forms fill with the reCAPTCHA token before they submit. */
export const BOT_TOKEN_FIELD = 'recaptchaToken';
