/** Where the account pages live (Fortify's and Jetstream's page paths). */
export const TWO_FACTOR_CHALLENGE_PATH = '/two-factor-challenge';
export const FORGOT_PASSWORD_PATH = '/forgot-password';
export const PROFILE_PATH = '/user/profile';
export const API_TOKENS_PATH = '/user/api-tokens';
export const VERIFY_EMAIL_PATH = '/email/verify';
