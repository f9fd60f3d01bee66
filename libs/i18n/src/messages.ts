import type { Language } from './languages.ts';

/**
 * The shell's own texts. Placeholders use ICU's simple-argument syntax `{name}`.
 * English is the source; every language has exactly the same keys (checked by a test).
 */
const en = {
  'shell.skipToContent': 'Skip to main content',
  'header.homeLink': '{productName} home',
  'nav.label': 'Main',
  'footer.label': 'Footer',
  'footer.crisisNotice': "If you are in a crisis or any other person may be in danger, don't use this site.",
  'footer.crisisLink': 'These resources can provide you with immediate help.',
  'footer.copyright': '© {year} {productName}. All rights reserved.',
  'fallback.heading': "We're having an issue",
  'fallback.text': "Sorry! We're aware of this problem, and we're working to fix it. Please come back in a moment.",
} as const;

export type MessageKey = keyof typeof en;
export type Catalogue = Record<MessageKey, string>;

const de: Catalogue = {
  'shell.skipToContent': 'Zum Hauptinhalt springen',
  'header.homeLink': '{productName} Startseite',
  'nav.label': 'Hauptmenü',
  'footer.label': 'Fußzeile',
  'footer.crisisNotice': 'Wenn Sie sich in einer Krise befinden oder eine andere Person in Gefahr sein könnte, nutzen Sie diese Website nicht.',
  'footer.crisisLink': 'Diese Stellen bieten Ihnen sofortige Hilfe.',
  'footer.copyright': '© {year} {productName}. Alle Rechte vorbehalten.',
  'fallback.heading': 'Es ist ein Problem aufgetreten',
  'fallback.text': 'Entschuldigung! Wir kennen dieses Problem und arbeiten an einer Lösung. Bitte versuchen Sie es in einem Moment erneut.',
};

const fr: Catalogue = {
  'shell.skipToContent': 'Aller au contenu principal',
  'header.homeLink': 'Accueil {productName}',
  'nav.label': 'Principal',
  'footer.label': 'Pied de page',
  'footer.crisisNotice': "Si vous êtes en situation de crise ou si une autre personne est peut-être en danger, n'utilisez pas ce site.",
  'footer.crisisLink': 'Ces ressources peuvent vous apporter une aide immédiate.',
  'footer.copyright': '© {year} {productName}. Tous droits réservés.',
  'fallback.heading': 'Nous rencontrons un problème',
  'fallback.text': 'Désolés ! Nous connaissons ce problème et nous travaillons à le résoudre. Veuillez revenir dans un instant.',
};

const nl: Catalogue = {
  'shell.skipToContent': 'Ga naar de hoofdinhoud',
  'header.homeLink': '{productName} startpagina',
  'nav.label': 'Hoofdmenu',
  'footer.label': 'Voettekst',
  'footer.crisisNotice': 'Gebruik deze site niet als je in een crisis zit of als iemand anders in gevaar kan zijn.',
  'footer.crisisLink': 'Deze hulpbronnen kunnen je direct helpen.',
  'footer.copyright': '© {year} {productName}. Alle rechten voorbehouden.',
  'fallback.heading': 'Er is een probleem',
  'fallback.text': 'Sorry! We zijn op de hoogte van dit probleem en werken aan een oplossing. Kom over een moment terug.',
};

const es: Catalogue = {
  'shell.skipToContent': 'Saltar al contenido principal',
  'header.homeLink': 'Inicio de {productName}',
  'nav.label': 'Principal',
  'footer.label': 'Pie de página',
  'footer.crisisNotice': 'Si estás en una crisis o si otra persona puede estar en peligro, no uses este sitio.',
  'footer.crisisLink': 'Estos recursos pueden brindarte ayuda inmediata.',
  'footer.copyright': '© {year} {productName}. Todos los derechos reservados.',
  'fallback.heading': 'Estamos teniendo un problema',
  'fallback.text': 'Lo sentimos. Conocemos este problema y estamos trabajando para solucionarlo. Vuelve en un momento.',
};

/** The shell catalogues of all five languages. */
export const CATALOGUES = { en, de, fr, nl, es } as const satisfies Record<Language, Catalogue>;
