import type { CrisisDirectoryEntry } from '@therapy-shell/brand-config';

type CrisisCountry = CrisisDirectoryEntry['country'];
import type { MessageKey, Translate } from '@therapy-shell/i18n';
import { CrisisContactLinks, crisisContactLabel } from './crisis-help.tsx';
import styles from './crisis-resources.module.css';

/** The parts of {@link CrisisResources}, for a page that styles them itself (the offline crisis page does). */
export type CrisisResourcesPart =
  | 'page'
  | 'title'
  | 'intro'
  | 'notice'
  | 'root'
  | 'country'
  | 'heading'
  | 'emergency'
  | 'emergencyLabel'
  | 'lines'
  | 'line'
  | 'name'
  | 'hours'
  | 'contacts'
  | 'contact';

// Written out, so a country without its name in the catalogues fails the type check.
const COUNTRY_NAME_KEYS = {
  us: 'country.us',
  ca: 'country.ca',
  gb: 'country.gb',
  ie: 'country.ie',
  de: 'country.de',
  fr: 'country.fr',
  nl: 'country.nl',
  es: 'country.es',
  au: 'country.au',
} as const satisfies Record<CrisisCountry, MessageKey>;

/** Props of {@link CrisisResources}. */
export interface CrisisResourcesProps {
  /** Translator of the current language. */
  t: Translate;
  /** The countries in order (brand-config's `crisisDirectory(country)`: the visitor's first). */
  entries: readonly CrisisDirectoryEntry[];
  /** A notice above the introduction (the offline page says the visitor is offline). */
  notice?: string | undefined;
  /** Class names of the parts, for a page that styles them itself; the component's own otherwise. */
  classes?: Partial<Readonly<Record<CrisisResourcesPart, string>>> | undefined;
}

/**
 * The crisis resources of /gethelpnow/ and of the offline crisis page: the page's
 * heading ("Get help now") and introduction, then a section per country, headed by its name, with
 * its emergency number and each crisis line's name, opening hours and `tel:`/`sms:` links. Plain
 * markup that works without JavaScript and with no network (calls and texts need none).
 *
 * @example
 * <CrisisResources t={t} entries={crisisDirectory(country)} />
 */
export function CrisisResources({ t, entries, notice, classes = styles }: CrisisResourcesProps) {
  return (
    <div className={classes.page}>
      <h1 className={classes.title}>{t('crisisPage.title')}</h1>
      {notice ? (
        <p className={classes.notice} role="note">
          {notice}
        </p>
      ) : null}
      <p className={classes.intro}>{t('crisisPage.intro')}</p>
      <CrisisDirectory t={t} entries={entries} classes={classes} />
    </div>
  );
}

// No hooks: the offline page renders this with the server's own React (in the proxy's bundle), whose
// hooks would not be this module's. A page has one directory, so the country code makes ids unique.
function CrisisDirectory({
  t,
  entries,
  classes,
}: {
  t: Translate;
  entries: readonly CrisisDirectoryEntry[];
  classes: Partial<Readonly<Record<CrisisResourcesPart, string>>>;
}) {
  return (
    <div className={classes.root} data-testid="crisis-directory">
      {entries.map((entry) => (
        <section
          key={entry.country}
          className={classes.country}
          aria-labelledby={`crisis-country-${entry.country}`}
          data-country={entry.country}
        >
          <h2 id={`crisis-country-${entry.country}`} className={classes.heading}>
            {t(COUNTRY_NAME_KEYS[entry.country])}
          </h2>
          <p className={classes.emergency}>
            <span className={classes.emergencyLabel}>{t('crisisPage.emergency')}</span>{' '}
            <a href={entry.emergency.uri} className={classes.contact} data-kind="emergency">
              {crisisContactLabel(t, entry.emergency)}
            </a>
          </p>
          <ul className={classes.lines}>
            {entry.lines.map((line) => (
              <li key={line.name} className={classes.line}>
                <h3 className={classes.name}>{line.name}</h3>
                {line.hours === 'always' ? <p className={classes.hours}>{t('crisisPage.alwaysOpen')}</p> : null}
                <p className={classes.contacts}>
                  <CrisisContactLinks t={t} contacts={line.contacts} className={classes.contact} />
                </p>
              </li>
            ))}
          </ul>
        </section>
      ))}
    </div>
  );
}
