import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router';
import type { RouteHandle } from '../../layout/route-handle';
import { PageLoading } from './PageLoading';

/**
 * A public page whose code is fetched on demand, so the entry `/` stays light. The router starts the fetch as
 * soon as the URL matches (in parallel with the translation bundle); until it is in, the shell shows PageLoading.
 */
function lazyPage(path: string, titleKey: string, load: () => Promise<ComponentType>): RouteObject {
  const handle: RouteHandle = { titleKey };
  return { path, handle, hydrateFallbackElement: <PageLoading />, lazy: async () => ({ Component: await load() }) };
}

/** /upload, /sell, /resources, /resources/{slug}, /faq, /faqs, /partners and the legal pages /terms, /privacy, /cookies. */
export const publicPageRoutes: RouteObject[] = [
  lazyPage('upload', 'pages.upload', () => import('./UploadPage').then((m) => m.UploadPage)),
  lazyPage('sell', 'pages.sell', () => import('./SellPage').then((m) => m.SellPage)),
  lazyPage('resources', 'pages.resources', () => import('./ResourcesPage').then((m) => m.ResourcesPage)),
  lazyPage('resources/:slug', 'pages.resourcePost', () => import('./ResourcePostPage').then((m) => m.ResourcePostPage)),
  lazyPage('faq', 'pages.faq', () => import('./FaqPage').then((m) => m.FaqPage)),
  lazyPage('faqs', 'pages.faq', () => import('./FaqPage').then((m) => m.FaqPage)),
  lazyPage('partners', 'pages.partners', () => import('./PartnersPage').then((m) => m.PartnersPage)),
  lazyPage('terms', 'legal.terms.title', () => import('./LegalPage').then((m) => m.TermsPage)),
  lazyPage('privacy', 'legal.privacy.title', () => import('./LegalPage').then((m) => m.PrivacyPage)),
  lazyPage('cookies', 'legal.cookies.title', () => import('./LegalPage').then((m) => m.CookiesPage)),
];
