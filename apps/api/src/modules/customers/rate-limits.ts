import type { RateLimitRule } from '../../http/rate-limit.ts';

/**
 * Rate limits of the account calls that send mail or create accounts (GUIDE section 3); every attempt
 * counts. Per address they are generous (an office or a mobile network shares one address), per email
 * tight. Sign-in's limits count failures only (modules/auth).
 */
export const REGISTRATION_PER_IP: RateLimitRule = { name: 'register-ip', limit: 30, windowSeconds: 60 * 60 };
export const VERIFICATION_REQUEST_PER_IP: RateLimitRule = {
  name: 'verification-request-ip',
  limit: 30,
  windowSeconds: 15 * 60,
};
export const RESET_REQUEST_PER_IP: RateLimitRule = { name: 'reset-ip', limit: 30, windowSeconds: 15 * 60 };
export const RESET_REQUEST_PER_EMAIL: RateLimitRule = {
  name: 'reset-email',
  limit: 10,
  windowSeconds: 15 * 60,
};
