// Test-only builder of a ShellContext (excluded from the build by tsconfig.lib.json).
import type {
  DeviceFlags,
  Language,
  PageContext,
  SessionUser,
  ShellAvailability,
  SiteConfig,
  SiteFeatures,
} from '@therapy-shell/core';
import type { BrandId } from '../brands.ts';
import type { ShellContext } from '../context.ts';

/** What a test changes from the default context: a logged-out desktop visitor on brand main's Home, in English. */
export interface ContextChanges {
  brand?: BrandId;
  language?: Language;
  user?: Partial<SessionUser>;
  features?: SiteFeatures;
  config?: Partial<SiteConfig>;
  page?: Partial<Omit<PageContext, 'device'>>;
  device?: Partial<DeviceFlags>;
  availability?: ShellAvailability;
}

export function context(changes: ContextChanges = {}): ShellContext {
  return {
    brand: changes.brand ?? 'main',
    language: changes.language ?? 'en',
    user: { id: -1, user_type: 'logged_out_user', ...changes.user },
    config: {
      product_code_name: 'main',
      product_name: 'Acme Therapy',
      ...changes.config,
      features: { ...changes.features },
    },
    page: {
      template: 'Home',
      path: '/',
      query: {},
      ...changes.page,
      device: {
        isMobile: false,
        isAndroid: false,
        isAndroidApp: false,
        isIos: false,
        isIosApp: false,
        isApp: false,
        isChrome: false,
        ...changes.device,
      },
    },
    availability: changes.availability,
  };
}

/** A signed-in client. */
export const client: Partial<SessionUser> = { id: 42, user_type: 'client', stage: 'paying', counselor_id: 7 };

/** A signed-in counselor. */
export const counselor: Partial<SessionUser> = { id: 7, user_type: 'counselor' };

/** A signed-in portal account. */
export const portalAccount: Partial<SessionUser> = { id: 3, user_type: 'portal_account' };
