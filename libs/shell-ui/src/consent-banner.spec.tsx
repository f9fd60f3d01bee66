import { useState } from 'react';
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { axe } from 'jest-axe';
import { LANGUAGES } from '@therapy-shell/core';
import { createTranslator } from '@therapy-shell/i18n';
import { ConsentBanner, type ConsentBannerChoice } from './consent-banner.tsx';

const t = createTranslator('en');

function Harness({
  onChoose = async () => undefined,
  onSettings = () => undefined,
}: {
  onChoose?: (c: ConsentBannerChoice) => Promise<void>;
  onSettings?: () => void;
}) {
  const [open, setOpen] = useState(true);
  return (
    <>
      <ConsentBanner
        open={open}
        productName="Acme Therapy"
        onChoose={async (choice) => {
          await onChoose(choice);
          setOpen(false);
        }}
        onSettings={onSettings}
        t={t}
      />
      <a href="#main">Skip to main content</a>
    </>
  );
}

describe('ConsentBanner settings whose dialog is on its way (loaded lazily)', () => {
  it('shows the settings button busy while pending, and tells the owner of pointer or focus intent', async () => {
    const user = userEvent.setup();
    const onSettingsIntent = jest.fn();
    const props = {
      open: true,
      productName: 'Acme Therapy',
      onChoose: () => undefined,
      onSettings: () => undefined,
      onSettingsIntent,
      t,
    };
    const { rerender } = render(<ConsentBanner {...props} />);
    const settings = screen.getByRole('button', { name: 'Manage cookie settings' });
    expect(settings).not.toHaveAttribute('aria-busy');
    await user.hover(settings);
    expect(onSettingsIntent).toHaveBeenCalledTimes(1);
    rerender(<ConsentBanner {...props} settingsPending />);
    expect(settings).toHaveAttribute('aria-busy', 'true');
    expect(screen.getByRole('button', { name: 'Accept all cookies' })).not.toHaveAttribute('aria-busy');
  });
});

describe('ConsentBanner (GOV.UK cookie banner style; spec 4.3)', () => {
  it('is a region named by its heading, with accept all, reject all and settings', () => {
    render(<Harness />);
    const region = screen.getByRole('region', { name: 'Cookies on Acme Therapy' });
    expect(region).toContainElement(screen.getByRole('heading', { level: 2, name: 'Cookies on Acme Therapy' }));
    expect(screen.getAllByRole('button').map((b) => b.textContent)).toEqual([
      'Accept all cookies',
      'Reject optional cookies',
      'Manage cookie settings',
    ]);
  });

  it('comes first in the keyboard order, before the skip link', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.tab();
    expect(screen.getByRole('button', { name: 'Accept all cookies' })).toHaveFocus();
  });

  it.each<[string, ConsentBannerChoice]>([
    ['Accept all cookies', 'accept-all'],
    ['Reject optional cookies', 'reject-all'],
  ])('%s by keyboard saves %s and the banner disappears', async (name, choice) => {
    const user = userEvent.setup();
    const chosen: ConsentBannerChoice[] = [];
    render(<Harness onChoose={async (c) => void chosen.push(c)} />);
    screen.getByRole('button', { name }).focus();
    await user.keyboard('{Enter}');
    expect(chosen).toEqual([choice]);
    expect(screen.queryByRole('region')).not.toBeInTheDocument();
  });

  it('settings opens the cookie settings and keeps the banner until a choice', async () => {
    const user = userEvent.setup();
    const onSettings = jest.fn();
    render(<Harness onSettings={onSettings} />);
    await user.click(screen.getByRole('button', { name: 'Manage cookie settings' }));
    expect(onSettings).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('region')).toBeInTheDocument();
  });

  it('ignores a second choice while the first is saving', async () => {
    const user = userEvent.setup();
    let finish: () => void = () => undefined;
    const onChoose = jest.fn(() => new Promise<void>((resolve) => (finish = resolve)));
    render(<Harness onChoose={onChoose} />);
    await user.click(screen.getByRole('button', { name: 'Accept all cookies' }));
    expect(screen.getByRole('region')).toHaveAttribute('data-state', 'saving');
    await user.click(screen.getByRole('button', { name: 'Reject optional cookies' }));
    expect(onChoose).toHaveBeenCalledTimes(1);
    await act(async () => finish());
    await waitFor(() => expect(screen.queryByRole('region')).not.toBeInTheDocument());
  });

  it('renders nothing when closed', () => {
    const { container } = render(
      <ConsentBanner open={false} productName="Acme" onChoose={() => undefined} onSettings={() => undefined} t={t} />,
    );
    expect(container).toBeEmptyDOMElement();
  });

  it.each(LANGUAGES.map((language) => [language]))('has its texts in %s', (language) => {
    const tl = createTranslator(language);
    render(<ConsentBanner open productName="Acme" onChoose={() => undefined} onSettings={() => undefined} t={tl} />);
    for (const key of ['consentBanner.acceptAll', 'consentBanner.rejectAll', 'consentBanner.settings'] as const) {
      expect(screen.getByRole('button', { name: tl(key) })).toBeInTheDocument();
    }
    expect(screen.getByRole('heading')).toHaveTextContent(tl('consentBanner.title', { productName: 'Acme' }));
  });

  it('has no accessibility violations, open and closed', async () => {
    const { container, rerender } = render(
      <ConsentBanner open productName="Acme" onChoose={() => undefined} onSettings={() => undefined} t={t} />,
    );
    expect(await axe(container)).toHaveNoViolations();
    rerender(
      <ConsentBanner open={false} productName="Acme" onChoose={() => undefined} onSettings={() => undefined} t={t} />,
    );
    expect(await axe(container)).toHaveNoViolations();
  });
});
