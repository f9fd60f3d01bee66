import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, waitFor } from 'storybook/test';
import { LANGUAGES } from '@therapy-shell/core';
import { LANGUAGE_NAMES } from '@therapy-shell/i18n';
import { Button } from './button.tsx';
import { DropdownField } from './dropdown-field.tsx';
import { Modal, type ModalScrollPosition } from './modal.tsx';
import { CLOSE, sample, storyLanguage, storyTranslator, type SampleText } from './story-helpers.ts';

const TITLE: SampleText = {
  en: 'Terms of use',
  de: 'Nutzungsbedingungen',
  fr: "Conditions d'utilisation",
  nl: 'Gebruiksvoorwaarden',
  es: 'Condiciones de uso',
};
const PARAGRAPH: SampleText = {
  en: 'Counselling on this platform is provided by independent, licensed professionals. Please read these terms carefully before you continue.',
  de: 'Die Beratung auf dieser Plattform erfolgt durch unabhängige, zugelassene Fachkräfte. Bitte lesen Sie diese Bedingungen sorgfältig, bevor Sie fortfahren.',
  fr: 'Les consultations sur cette plateforme sont assurées par des professionnels indépendants et agréés. Veuillez lire attentivement ces conditions avant de continuer.',
  nl: 'Begeleiding op dit platform wordt gegeven door onafhankelijke, erkende professionals. Lees deze voorwaarden zorgvuldig voordat je verdergaat.',
  es: 'La orientación en esta plataforma la prestan profesionales independientes y acreditados. Lee estas condiciones con atención antes de continuar.',
};
const ACCEPT: SampleText = {
  en: 'Accept',
  de: 'Akzeptieren',
  fr: 'Accepter',
  nl: 'Accepteren',
  es: 'Aceptar',
};
const OPEN: SampleText = {
  en: 'Open terms',
  de: 'Bedingungen öffnen',
  fr: 'Ouvrir les conditions',
  nl: 'Voorwaarden openen',
  es: 'Abrir condiciones',
};

function longContent(globals: Readonly<Record<string, unknown>>) {
  return Array.from({ length: 12 }, (_, index) => (
    <p key={index}>
      {index + 1}. {sample(globals, PARAGRAPH)}
    </p>
  ));
}

/** Scrolls the open modal's content to a fraction of its overflow (0 top, 0.5 middle, 1 bottom) and checks the shadows' state. */
function scrollTo(fraction: number, expected: ModalScrollPosition) {
  return async ({ canvasElement }: { canvasElement: HTMLElement }) => {
    // Wait until the dialog is shown and its content overflows (data-scroll leaves "none").
    const body = await waitFor(() => {
      const found = canvasElement.querySelector<HTMLElement>(
        'dialog[open]:not([data-scroll="none"]) [data-testid="modal-body"]',
      );
      if (!found) throw new Error('modal content not laid out yet');
      return found;
    });
    body.scrollTop = Math.round((body.scrollHeight - body.clientHeight) * fraction);
    await waitFor(() => expect(canvasElement.querySelector('dialog')).toHaveAttribute('data-scroll', expected));
  };
}

const meta = {
  title: 'Shared/Modal',
  // Text-heavy: the visual tests also take it in German at 390 px (libs/shell-ui/visual).
  tags: ['text-heavy'],
  component: Modal,
  args: { title: 'Terms of use', closeLabel: 'Close', children: null, defaultOpen: true },
  // On the docs page each story gets a frame of its own: an open modal dialog takes the whole
  // window (top layer, page scroll locked), which would cover the docs page.
  parameters: { layout: 'fullscreen', docs: { story: { inline: false, iframeHeight: 520 } } },
  render: (args, { globals }) => (
    <Modal
      {...args}
      title={sample(globals, TITLE)}
      closeLabel={sample(globals, CLOSE)}
      footer={<Button>{sample(globals, ACCEPT)}</Button>}
    >
      {longContent(globals)}
    </Modal>
  ),
} satisfies Meta<typeof Modal>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Closed: a button opens it; closing gives focus back to the button. */
export const Closed: Story = {
  args: { defaultOpen: false },
  render: function ClosedModal(args, { globals }) {
    const [open, setOpen] = useState(false);
    return (
      <div style={{ padding: '1.5rem' }}>
        <Button onClick={() => setOpen(true)}>{sample(globals, OPEN)}</Button>
        <Modal
          {...args}
          open={open}
          onOpenChange={setOpen}
          title={sample(globals, TITLE)}
          closeLabel={sample(globals, CLOSE)}
          footer={<Button onClick={() => setOpen(false)}>{sample(globals, ACCEPT)}</Button>}
        >
          {longContent(globals)}
        </Modal>
      </div>
    );
  },
};

/** Content that fits: no shadows. */
export const ShortContent: Story = {
  render: (args, { globals }) => (
    <Modal
      {...args}
      title={sample(globals, TITLE)}
      closeLabel={sample(globals, CLOSE)}
      footer={<Button>{sample(globals, ACCEPT)}</Button>}
    >
      <p>{sample(globals, PARAGRAPH)}</p>
    </Modal>
  ),
};

/** Scrolled to the top of overflowing content: footer shadow only. */
export const ScrolledTop: Story = { play: scrollTo(0, 'top') };

/** Scrolled to the middle: header and footer shadows. */
export const ScrolledMiddle: Story = { play: scrollTo(0.5, 'middle') };

/** Scrolled to the bottom: header shadow only. */
export const ScrolledBottom: Story = { play: scrollTo(1, 'bottom') };

/** The language settings modal of spec 2.6: a Choose language dropdown plus Save. */
export const LanguageSettings: Story = {
  render: function LanguageModal(args, { globals }) {
    const t = storyTranslator(globals);
    const [language, setLanguage] = useState<string>(storyLanguage(globals));
    return (
      <Modal
        {...args}
        size="sm"
        title={t('languageModal.title')}
        closeLabel={t('languageModal.close')}
        footer={<Button>{t('languageModal.save')}</Button>}
      >
        <div style={{ minHeight: '16rem' }}>
          <DropdownField
            label={t('languageModal.label')}
            options={LANGUAGES.map((value) => ({ value, label: LANGUAGE_NAMES[value] }))}
            value={language}
            onValueChange={setLanguage}
          />
        </div>
      </Modal>
    );
  },
};
