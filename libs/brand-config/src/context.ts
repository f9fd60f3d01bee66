import {
  type Language,
  type PageContext,
  type SessionUser,
  type ShellAvailability,
  type SiteConfig,
} from '@therapy-shell/core';
import type { BrandId } from './brands.ts';
import { REVIEW_GEO_COUNTRIES, US_COUNTRY_ID, US_GEO_COUNTRY } from './constants.ts';

/**
 * Everything the brand rules read (DESIGN.md section 8): the brand, the visitor's language, the
 * session user, the site config, the page (template, path, query, device) and the server's
 * availability answers. Every rule is a pure function of it.
 *
 * @example
 * const ctx: ShellContext = { brand, language, user: session, config, page, availability };
 * navigationLinks(ctx);
 */
export interface ShellContext {
  readonly brand: BrandId;
  readonly language: Language;
  readonly user: SessionUser;
  readonly config: SiteConfig;
  readonly page: PageContext;
  /** Availability answers (spec 7.2); absent when not fetched or failed (spec 8.2). */
  readonly availability?: ShellAvailability | undefined;
}

function geoCountry(user: Pick<SessionUser, 'geo_country'>): string {
  return (user.geo_country ?? '').trim().toLowerCase();
}

/**
 * Whether the visitor's geo country is us, ca or vi, which get the Reviews and Online Therapy links
 * (spec 2.2, 9).
 *
 * @example
 * hasReviewsGeoCountry({ geo_country: 'CA' }); // true
 */
export function hasReviewsGeoCountry(user: Pick<SessionUser, 'geo_country'>): boolean {
  return (REVIEW_GEO_COUNTRIES as readonly string[]).includes(geoCountry(user));
}

/**
 * Whether the visitor counts as a US visitor for Health Data (spec 2.1, 6): visiting from the US
 * (geo_country us) or, when signed in, having an account in the US (country id 1).
 *
 * @example
 * isUnitedStatesVisitor({ geo_country: 'us' }); // true
 */
export function isUnitedStatesVisitor(user: Pick<SessionUser, 'geo_country' | 'country'>): boolean {
  return geoCountry(user) === US_GEO_COUNTRY || user.country?.countryId === US_COUNTRY_ID;
}

/** Whether a path is a section or inside it: `/a` matches `/a`, `/a/` and `/a/b`, not `/ab`. */
export function isPathInSection(path: string, section: string): boolean {
  const base = section.endsWith('/') ? section.slice(0, -1) : section;
  return path === base || path.startsWith(`${base}/`);
}
