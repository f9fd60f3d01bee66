import { render, screen } from '@testing-library/react';
import type { ComponentType } from 'react';
import { GetHelpNowPage, NotFoundPage, templateOf } from '@therapy-shell/shell-next';

// Every path the shell's rules mention has a placeholder page declaring its template.
const pages: [path: string, load: () => Promise<{ default: ComponentType }>, template: string][] = [
  ['/', () => import('../pages/index.tsx'), 'Home'],
  ['/get-started/', () => import('../pages/get-started.tsx'), 'GetStarted'],
  ['/faq/', () => import('../pages/faq.tsx'), 'Faq'],
  ['/contact/', () => import('../pages/contact.tsx'), 'ContactUs'],
  ['/dashboard/', () => import('../pages/dashboard/index.tsx'), 'ClientDashboard'],
  ['/counselor-dashboard/', () => import('../pages/counselor-dashboard.tsx'), 'CounselorDashboardPage'],
  ['/mood-tracker/report/', () => import('../pages/mood-tracker/report.tsx'), 'MoodTrackerReport'],
  ['/mood-tracker/onboarding/', () => import('../pages/mood-tracker/onboarding.tsx'), 'MoodTrackerOnboarding'],
  ['/mood-tracker/settings/', () => import('../pages/mood-tracker/settings.tsx'), 'MoodTrackerSettings'],
  ['/voice-message/', () => import('../pages/voice-message.tsx'), 'VoiceMessage'],
  ['/create-a-new-pin/', () => import('../pages/create-a-new-pin.tsx'), 'CreateANewPin'],
  ['/two-factor-auth/', () => import('../pages/two-factor-auth.tsx'), 'TwoFactorAuth'],
  ['/accessibility/', () => import('../pages/accessibility.tsx'), 'Accessibility'],
  ['/counselor-settings/', () => import('../pages/counselor-settings/index.tsx'), 'More'],
  ['/counselor-settings/payment/', () => import('../pages/counselor-settings/payment.tsx'), 'More'],
  ['/counselor-settings/payment-au/', () => import('../pages/counselor-settings/payment-au.tsx'), 'More'],
  ['/counselor-settings/payment-eu/', () => import('../pages/counselor-settings/payment-eu.tsx'), 'More'],
  ['/id-verification/', () => import('../pages/id-verification.tsx'), 'More'],
  ['/payer-enrollment/intro/', () => import('../pages/payer-enrollment/intro.tsx'), 'CounselorPayerEnrollmentIntro'],
  ['/partner-login/', () => import('../pages/partner-login.tsx'), 'ExistingAccount'],
  ['/betterhelpbusiness-start/', () => import('../pages/betterhelpbusiness-start.tsx'), 'BHBusinessStart'],
  ['/terms/', () => import('../pages/terms.tsx'), 'TermsPage'],
  ['/counselors/terms/', () => import('../pages/counselors/terms.tsx'), 'CounselorTermsPage'],
  ['/privacy/', () => import('../pages/privacy.tsx'), 'PrivacyPage'],
  ['/impressum/', () => import('../pages/impressum.tsx'), 'Impressum'],
  ['/health-data/', () => import('../pages/health-data.tsx'), 'HealthData'],
  ['/withdrawal-form/', () => import('../pages/withdrawal-form.tsx'), 'WithdrawalPage'],
  ['/login/', () => import('../pages/login.tsx'), 'ExistingAccount'],
  ['/de/artikel/', () => import('../pages/de/artikel.tsx'), 'Advices'],
];

describe('placeholder pages', () => {
  it.each(pages)('%s declares the %s template and renders its heading', async (_path, load, template) => {
    const { default: Page } = await load();
    expect(templateOf(Page)).toBe(template);
    render(<Page />);
    expect(screen.getByRole('heading', { level: 1 })).toBeInTheDocument();
    expect(screen.getByText(new RegExp(`stands in for the ${template} template`))).toBeInTheDocument();
  });
});

describe('/gethelpnow/', () => {
  // Rendered inside the shell in shell-next's tests and in the browser tests (crisis.e2e.ts).
  it("is the shell's crisis resources page (GetHelpNow), which needs no backend", async () => {
    const { default: Page } = await import('../pages/gethelpnow.tsx');
    expect(Page).toBe(GetHelpNowPage);
    expect(templateOf(Page)).toBe('GetHelpNow');
  });
});

describe('404', () => {
  // Rendered inside the shell in shell-next's tests and in the browser tests (accessibility.e2e.ts).
  it("is the shell's not-found page (Custom404), in the visitor's language", async () => {
    const { default: Page } = await import('../pages/404.tsx');
    expect(Page).toBe(NotFoundPage);
    expect(templateOf(Page)).toBe('Custom404');
  });
});
