import { footerLinks, hasMobileFooterLayout, showsCrisisTextLine, showsLanguageButton } from './footer.ts';
import { headerKind } from './layout.ts';
import { navigationLinks } from './navigation.ts';
import { termsPath } from './routes.ts';
import { client, context, counselor, portalAccount } from './testing/context.ts';

const footerIds = (ctx: ReturnType<typeof context>) => footerLinks(ctx).map((link) => link.id);
const navIds = (ctx: ReturnType<typeof context>) => navigationLinks(ctx).map((link) => link.id);

describe('roles and permissions (spec 6)', () => {
  // One row per rule of spec 6 that the brand rules carry: [rule, allowed, denied].
  it.each<[string, () => boolean, () => boolean]>([
    [
      'Find a Therapist: logged-out visitors only',
      () => navIds(context()).includes('findATherapist'),
      () => navIds(context({ user: client })).includes('findATherapist'),
    ],
    [
      'Health Data: US users only',
      () => footerIds(context({ user: { ...client, geo_country: 'us' } })).includes('healthData'),
      () => footerIds(context({ user: { ...client, geo_country: 'fr' } })).includes('healthData'),
    ],
    [
      'Legal Information: only if show_impressum',
      () => footerIds(context({ user: { ...client, show_impressum: true } })).includes('impressum'),
      () => footerIds(context({ user: client })).includes('impressum'),
    ],
    [
      'Counselors get counselor terms',
      () => termsPath(context({ user: counselor })) === '/counselors/terms/',
      () => termsPath(context({ user: client })) === '/counselors/terms/',
    ],
    [
      'Counselors get no crisis text line in the footer',
      () => showsCrisisTextLine(context({ user: client })),
      () => showsCrisisTextLine(context({ user: counselor })),
    ],
    [
      'Portal accounts use a different header',
      () => headerKind(context({ user: portalAccount })) === 'portal',
      () => headerKind(context({ user: client })) === 'portal',
    ],
    [
      'Clients and portal accounts on mobile get footer adjustments',
      () => hasMobileFooterLayout(context({ user: portalAccount, device: { isMobile: true } })),
      () => hasMobileFooterLayout(context({ user: counselor, device: { isMobile: true } })),
    ],
    [
      'Cancel link depends on server availability',
      () => footerIds(context({ availability: { show_cancel_subscription: true } })).includes('cancelSubscription'),
      () => footerIds(context({ availability: { show_cancel_subscription: false } })).includes('cancelSubscription'),
    ],
    [
      'Language selector depends on server availability',
      () => showsLanguageButton(context({ availability: { show_language_selector: true } })),
      () => showsLanguageButton(context({ availability: { show_language_selector: false } })),
    ],
    [
      'Withdrawal form link depends on server availability',
      () => footerIds(context({ availability: { show_withdrawal: true } })).includes('withdrawalForm'),
      () => footerIds(context({ availability: { show_withdrawal: false } })).includes('withdrawalForm'),
    ],
  ])('%s', (_rule, allowed, denied) => {
    expect([allowed(), denied()]).toEqual([true, false]);
  });
});
