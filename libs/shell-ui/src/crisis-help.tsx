import { useId } from 'react';
import type { CrisisContact, CrisisLine } from '@therapy-shell/brand-config';
import type { Translate } from '@therapy-shell/i18n';
import { PlainLink, type LinkComponent } from './link.tsx';
import styles from './crisis-help.module.css';

/**
 * Where the crisis notice links to (spec 2.1: /gethelpnow/ holds crisis resources).
 *
 * @example
 * <a href={CRISIS_RESOURCES_PATH}>Get help now</a>
 */
export const CRISIS_RESOURCES_PATH = '/gethelpnow/';

/** The parts of {@link CrisisHelp} a surrounding component styles itself (the footer's variants do). */
export type CrisisHelpPart = 'root' | 'notice' | 'link' | 'lines' | 'label' | 'list' | 'line' | 'name' | 'contact';

/**
 * The label of a call or text link: "Call 988", "Text HOME to 741741".
 *
 * @example
 * crisisContactLabel(t, { kind: 'call', number: '988', uri: 'tel:988' }); // 'Call 988'
 */
export function crisisContactLabel(t: Translate, contact: CrisisContact): string {
  if (contact.kind === 'call') return t('crisis.call', { number: contact.number });
  return contact.keyword === undefined
    ? t('crisis.text', { number: contact.number })
    : t('crisis.textKeyword', { number: contact.number, keyword: contact.keyword });
}

/**
 * A crisis line's call and text links (`tel:`, `sms:`), each named by what it does.
 *
 * @example
 * <CrisisContactLinks t={t} contacts={line.contacts} className={styles.contact} />
 */
export function CrisisContactLinks({
  t,
  contacts,
  className,
}: {
  t: Translate;
  contacts: readonly CrisisContact[];
  className?: string | undefined;
}) {
  return contacts.map((contact) => (
    <a key={contact.uri} href={contact.uri} className={className} data-kind={contact.kind}>
      {crisisContactLabel(t, contact)}
    </a>
  ));
}

/** Props of {@link CrisisHelp}. */
export interface CrisisHelpProps {
  /** Translator of the current language. */
  t: Translate;
  /** The crisis lines of the visitor's country (brand-config's `crisisLines`); none: the notice and its link only. */
  lines?: readonly CrisisLine[] | undefined;
  /** Router link for the link to /gethelpnow/; a plain anchor by default. */
  linkComponent?: LinkComponent | undefined;
  /** Class names of the parts, for a container that styles them itself; the component's own otherwise. */
  classes?: Partial<Readonly<Record<CrisisHelpPart, string>>> | undefined;
}

/**
 * The crisis notice (spec 1): do not use the site in a crisis, with its link to immediate-help
 * resources (/gethelpnow/), then the crisis lines of the visitor's country with `tel:` and `sms:`
 * links. The footer shows it on every page that has a footer; the fallback page shows it
 * too, so the way to help survives a backend failure. It needs no JavaScript.
 *
 * @example
 * <CrisisHelp t={t} lines={crisisLines(ctx)} linkComponent={RouterLink} />
 */
export function CrisisHelp({ t, lines = [], linkComponent: Link = PlainLink, classes = styles }: CrisisHelpProps) {
  const labelId = useId();
  return (
    <div className={classes.root}>
      <p className={classes.notice} data-testid="crisis-notice">
        {t('footer.crisisNotice')}{' '}
        <Link href={CRISIS_RESOURCES_PATH} className={classes.link}>
          {t('footer.crisisLink')}
        </Link>
      </p>
      {lines.length > 0 ? (
        <div className={classes.lines} data-testid="crisis-lines">
          <p id={labelId} className={classes.label}>
            {t('crisis.linesLabel')}
          </p>
          <ul className={classes.list} aria-labelledby={labelId}>
            {lines.map((line) => (
              <li key={line.name} className={classes.line}>
                <span className={classes.name}>{line.name}</span>
                <CrisisContactLinks t={t} contacts={line.contacts} className={classes.contact} />
              </li>
            ))}
          </ul>
        </div>
      ) : null}
    </div>
  );
}
