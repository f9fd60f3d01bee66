import { render, screen, within } from '@testing-library/react';
import { axe } from 'jest-axe';
import { crisisDirectory } from '@therapy-shell/brand-config';
import { LANGUAGES } from '@therapy-shell/core';
import { createTranslator } from '@therapy-shell/i18n';
import { CrisisResources } from './crisis-resources.tsx';

const t = createTranslator('en');

describe('CrisisResources: the crisis resources of /gethelpnow/', () => {
  it('has the heading and introduction of the page, and a notice when given', () => {
    render(<CrisisResources t={t} entries={crisisDirectory('us')} notice={t('crisisPage.offline')} />);
    expect(screen.getByRole('heading', { level: 1, name: 'Get help now' })).toBeInTheDocument();
    expect(screen.getByText(t('crisisPage.intro'))).toBeInTheDocument();
    expect(screen.getByRole('note')).toHaveTextContent("You're offline.");
  });

  it('has no notice by default', () => {
    render(<CrisisResources t={t} entries={crisisDirectory('us')} />);
    expect(screen.queryByRole('note')).not.toBeInTheDocument();
  });

  it("lists every country with reviewed lines, the visitor's first, each as a section named by the country", () => {
    render(<CrisisResources t={t} entries={crisisDirectory('gb')} />);
    const headings = screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent);
    expect(headings).toEqual([
      'United Kingdom',
      'United States',
      'Canada',
      'Ireland',
      'Germany',
      'France',
      'Netherlands',
      'Spain',
      'Australia',
    ]);
    expect(screen.getByRole('region', { name: 'United Kingdom' })).toHaveAttribute('data-country', 'gb');
  });

  it.each<[string, string, string[]]>([
    ['us', 'United States', ['tel:911', 'tel:988', 'sms:988', 'sms:741741?body=HOME']],
    ['ca', 'Canada', ['tel:911', 'tel:988', 'sms:988']],
    ['gb', 'United Kingdom', ['tel:999', 'tel:116123']],
    ['ie', 'Ireland', ['tel:112', 'tel:116123']],
    ['de', 'Germany', ['tel:112', 'tel:+498001110111']],
    ['fr', 'France', ['tel:112', 'tel:3114']],
    ['nl', 'Netherlands', ['tel:112', 'tel:113', 'tel:08000113']],
    ['es', 'Spain', ['tel:112', 'tel:024']],
    ['au', 'Australia', ['tel:000', 'tel:131114']],
  ])('%s: the emergency number, then each line with its links', (_country, name, hrefs) => {
    render(<CrisisResources t={t} entries={crisisDirectory('us')} />);
    const section = screen.getByRole('region', { name });
    expect(
      within(section)
        .getAllByRole('link')
        .map((link) => link.getAttribute('href')),
    ).toEqual(hrefs);
    expect(within(section).getByText('Emergency services')).toBeInTheDocument();
  });

  it('names each line as a heading with its opening hours', () => {
    render(<CrisisResources t={t} entries={crisisDirectory('us')} />);
    const us = screen.getByRole('region', { name: 'United States' });
    expect(
      within(us)
        .getAllByRole('heading', { level: 3 })
        .map((h) => h.textContent),
    ).toEqual(['988 Suicide & Crisis Lifeline', 'Crisis Text Line']);
    expect(within(us).getAllByText('Open 24 hours a day, 7 days a week')).toHaveLength(2);
    expect(within(us).getByRole('link', { name: 'Call 911' })).toHaveAttribute('href', 'tel:911');
  });

  it.each(LANGUAGES.map((language) => [language]))('is translated in %s', (language) => {
    const tl = createTranslator(language);
    render(<CrisisResources t={tl} entries={crisisDirectory('de')} />);
    const germany = screen.getByRole('region', { name: tl('country.de') });
    expect(within(germany).getByRole('link', { name: tl('crisis.call', { number: '112' }) })).toHaveAttribute(
      'href',
      'tel:112',
    );
    expect(within(germany).getByText(tl('crisisPage.alwaysOpen'))).toBeInTheDocument();
  });

  it('takes class names for its parts from a page that styles them itself', () => {
    render(
      <CrisisResources
        t={t}
        entries={crisisDirectory('au').slice(0, 1)}
        classes={{ country: 'offline-country', contact: 'offline-contact' }}
      />,
    );
    expect(screen.getByRole('region', { name: 'Australia' })).toHaveClass('offline-country');
    expect(screen.getByRole('link', { name: 'Call 000' })).toHaveClass('offline-contact');
  });

  it('has no axe violations', async () => {
    const { container } = render(
      <main>
        <CrisisResources t={t} entries={crisisDirectory('nl')} notice={t('crisisPage.offline')} />
      </main>,
    );
    expect(await axe(container)).toHaveNoViolations();
  });
});
