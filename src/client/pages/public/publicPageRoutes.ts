import type { RouteObject } from 'react-router';

/** The public pages anyone may read: legal texts, features and the guides (each its own chunk). */
export const publicPageRoutes: RouteObject[] = [
  { path: 'terms-of-service', lazy: async () => ({ Component: (await import('./TermsOfServicePage')).TermsOfServicePage }) },
  { path: 'privacy-policy', lazy: async () => ({ Component: (await import('./PrivacyPolicyPage')).PrivacyPolicyPage }) },
  { path: 'features', lazy: async () => ({ Component: (await import('./FeaturesPage')).FeaturesPage }) },
  { path: 'guide', lazy: async () => ({ Component: (await import('./GuidePage')).GuidePage }) },
  { path: 'trading-guide', lazy: async () => ({ Component: (await import('./TradingGuidePage')).TradingGuidePage }) },
];
