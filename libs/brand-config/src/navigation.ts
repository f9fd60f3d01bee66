import { isFeatureOn, isLoggedIn, type Language } from '@therapy-shell/core';
import type { BrandId } from './brands.ts';
import {
  BUSINESS_SITE_ORIGIN,
  NAVIGATION_BRANDS,
  NAVIGATION_LABEL_KEYS,
  ORGANISATION_SITE_URL,
  PATHS,
} from './constants.ts';
import { hasReviewsGeoCountry, type ShellContext } from './context.ts';
import { adviceBasePath, faqPath } from './routes.ts';
import type { BrandMessageKey, NavigationLink, NavigationLinkId } from './types.ts';

// Every link id has its label key (a compile-time check of the table).
const LABEL_KEYS: Readonly<Record<NavigationLinkId, BrandMessageKey>> = NAVIGATION_LABEL_KEYS;

const isOneOf = (brand: BrandId, brands: readonly BrandId[]) => brands.includes(brand);

/**
 * Where the Business link goes (spec 2.2): English to the organisation site, other languages to the
 * business site at /{language}/lets-talk.
 *
 * @example
 * businessLinkHref('de'); // 'https://business.therapy-shell.example/de/lets-talk'
 */
export function businessLinkHref(language: Language): string {
  return language === 'en' ? ORGANISATION_SITE_URL : `${BUSINESS_SITE_ORIGIN}/${language}/lets-talk`;
}

/**
 * Where For Therapists goes (spec 2.2): the counselor application, except on brand 3 (faith),
 * where it is a section of the FAQ.
 *
 * @example
 * forTherapistsHref('faith'); // '/faq/?id=333#forcounselors'
 */
export function forTherapistsHref(brand: BrandId): string {
  return brand === 'faith' ? PATHS.faithForTherapists : PATHS.counselorApplication;
}

/**
 * The main navigation (spec 2.2): every link of the table whose visibility condition holds, in the
 * table's order.
 *
 * @example
 * navigationLinks(ctx).map((link) => link.id);
 * // brand main, English, logged-out US visitor, all features on:
 * // ['home', 'business', 'about', 'faq', 'reviews', 'advice', 'careers', 'findATherapist', 'onlineTherapy', 'contact', 'forTherapists']
 */
export function navigationLinks(ctx: ShellContext): NavigationLink[] {
  const { brand, language, user, config } = ctx;
  const links: NavigationLink[] = [];
  const add = (id: NavigationLinkId, href: string, external = false) =>
    links.push({ id, labelKey: LABEL_KEYS[id], href, external });

  if (!isOneOf(brand, NAVIGATION_BRANDS.homeHiddenFor)) add('home', PATHS.home);
  if (isFeatureOn(config, 'show_business_link')) add('business', businessLinkHref(language), true);
  if (isOneOf(brand, NAVIGATION_BRANDS.about)) add('about', PATHS.about);
  add('faq', faqPath(ctx));
  if (isFeatureOn(config, 'reviews_page') && hasReviewsGeoCountry(user)) add('reviews', PATHS.reviews);
  if (isOneOf(brand, NAVIGATION_BRANDS.advice) && isFeatureOn(config, 'advice'))
    add('advice', adviceBasePath(language));
  if (isOneOf(brand, NAVIGATION_BRANDS.careers)) add('careers', PATHS.careers);
  if (isOneOf(brand, NAVIGATION_BRANDS.findATherapist) && !isLoggedIn(user)) add('findATherapist', PATHS.therapists);
  if (isOneOf(brand, NAVIGATION_BRANDS.onlineTherapy) && language === 'en' && hasReviewsGeoCountry(user)) {
    add('onlineTherapy', PATHS.onlineTherapy);
  }
  add('contact', PATHS.contact);
  if (isOneOf(brand, NAVIGATION_BRANDS.forTherapists)) add('forTherapists', forTherapistsHref(brand));
  return links;
}
