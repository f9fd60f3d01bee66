import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Footer } from './footer.tsx';
import { Header } from './header.tsx';
import { ShellLayout } from './shell-layout.tsx';
import { sample, storyLogo, storyProductName, storyTranslator, type SampleText } from './story-helpers.ts';

const PAGE: SampleText = {
  en: 'The page a product team provides goes here, its links in the primary colour:',
  de: 'Hier steht die Seite eines Produktteams, ihre Links in der Primärfarbe:',
  fr: "Ici vient la page d'une équipe produit, ses liens dans la couleur principale :",
  nl: 'Hier komt de pagina van een productteam, met links in de primaire kleur:',
  es: 'Aquí va la página de un equipo de producto, con sus enlaces en el color principal:',
};
const LINK: SampleText = {
  en: 'a link on the page',
  de: 'ein Link auf der Seite',
  fr: 'un lien de la page',
  nl: 'een link op de pagina',
  es: 'un enlace de la página',
};

const meta = {
  title: 'Shell/ShellLayout',
  component: ShellLayout,
  args: { t: storyTranslator({}), header: null, footer: null, children: null },
  render: (args, { globals }) => {
    const t = storyTranslator(globals);
    const productName = storyProductName(globals);
    return (
      <ShellLayout
        t={t}
        header={<Header productName={productName} logo={storyLogo(globals)} t={t} />}
        footer={<Footer productName={productName} year={2026} t={t} />}
        pageTheme={args.pageTheme}
      >
        <h1>Page content</h1>
        <p>
          {sample(globals, PAGE)}{' '}
          <a href="#main-content" style={{ color: 'var(--ts-color-primary)' }}>
            {sample(globals, LINK)}
          </a>
        </p>
      </ShellLayout>
    );
  },
} satisfies Meta<typeof ShellLayout>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Skip link, header (the toolbar brand's logo mark and product name), main area and footer. */
export const Default: Story = {};

/**
 * GetStarted with `go=true` (spec 2.4: "the value true changes its background"): the page behind
 * the main area on the toolbar brand's `--ts-color-background-get-started-go`.
 */
export const GetStartedGo: Story = { args: { pageTheme: 'get-started-go' } };

/**
 * ContactUs's own theme (spec 2.4), which brand 1's logged-out visitors and counselors of every
 * brand get (brand-config's `pageTheme`): the page on `--ts-color-background-contact-us-alternate`.
 */
export const ContactUsAlternate: Story = { args: { pageTheme: 'contact-us-alternate' } };

/**
 * The toolbar's Forced colours switch on (Windows' contrast themes): the shell's
 * `@media (forced-colors: active)` styles apply and the page takes the system's colours
 * (.storybook/media-emulation.ts). Its play function checks that the switch did both.
 */
export const ForcedColours: Story = {
  globals: { forcedColors: 'active' },
  play: async ({ canvasElement }) => {
    const view = canvasElement.ownerDocument.defaultView;
    if (!view) return;
    await expect(view.matchMedia('(forced-colors: active)').matches).toBe(true);
    // A probe in the system's text colour: the page's text must be drawn in it.
    const probe = canvasElement.ownerDocument.createElement('span');
    probe.style.color = 'CanvasText';
    canvasElement.append(probe);
    const canvasText = view.getComputedStyle(probe).color;
    probe.remove();
    const heading = canvasElement.querySelector('h1');
    await expect(heading && view.getComputedStyle(heading).color).toBe(canvasText);
  },
};
