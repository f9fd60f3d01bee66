import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, waitFor } from 'storybook/test';
import { Button } from './button.tsx';
import { Modal } from './modal.tsx';
import { Toaster, ToastViewport } from './toaster.tsx';
import { createToastStore, type ToastOptions } from './toast-store.ts';
import { CLOSE, sample, storyLanguage, storyTranslator, type SampleText } from './story-helpers.ts';

const SHOW: SampleText = {
  en: 'Show a toast',
  de: 'Hinweis anzeigen',
  fr: 'Afficher une notification',
  nl: 'Melding tonen',
  es: 'Mostrar aviso',
};
const SAVED: SampleText = {
  en: 'Settings saved',
  de: 'Einstellungen gespeichert',
  fr: 'Paramètres enregistrés',
  nl: 'Instellingen opgeslagen',
  es: 'Configuración guardada',
};
const MESSAGE: SampleText = {
  en: 'New message',
  de: 'Neue Nachricht',
  fr: 'Nouveau message',
  nl: 'Nieuw bericht',
  es: 'Nuevo mensaje',
};
const REMINDER: SampleText = {
  en: 'Session in 15 minutes',
  de: 'Sitzung in 15 Minuten',
  fr: 'Séance dans 15 minutes',
  nl: 'Sessie over 15 minuten',
  es: 'Sesión en 15 minutos',
};
const FAILED: SampleText = {
  en: 'Payment failed',
  de: 'Zahlung fehlgeschlagen',
  fr: 'Échec du paiement',
  nl: 'Betaling mislukt',
  es: 'Pago fallido',
};
const BODY: SampleText = {
  en: 'Your counselor replied to your message.',
  de: 'Ihre Beraterin hat auf Ihre Nachricht geantwortet.',
  fr: 'Votre conseillère a répondu à votre message.',
  nl: 'Je hulpverlener heeft op je bericht gereageerd.',
  es: 'Tu consejera respondió a tu mensaje.',
};
const LINK_BODY: SampleText = {
  en: 'Update your card in [Payment settings](https://www.example.com/settings/payment). This toast stays 10 s.',
  de: 'Aktualisieren Sie Ihre Karte in den [Zahlungseinstellungen](https://www.example.com/settings/payment). Dieser Hinweis bleibt 10 s.',
  fr: 'Mettez à jour votre carte dans les [paramètres de paiement](https://www.example.com/settings/payment). Cette notification reste 10 s.',
  nl: 'Werk je kaart bij in de [betaalinstellingen](https://www.example.com/settings/payment). Deze melding blijft 10 s.',
  es: 'Actualiza tu tarjeta en la [configuración de pago](https://www.example.com/settings/payment). Este aviso dura 10 s.',
};
const UNSAFE_BODY: SampleText = {
  en: 'Only http(s) becomes a link: [click me](javascript:alert(1)) stays text.',
  de: 'Nur http(s) wird ein Link: [klick mich](javascript:alert(1)) bleibt Text.',
  fr: 'Seul http(s) devient un lien : [cliquez](javascript:alert(1)) reste du texte.',
  nl: 'Alleen http(s) wordt een link: [klik hier](javascript:alert(1)) blijft tekst.',
  es: 'Solo http(s) se convierte en enlace: [haz clic](javascript:alert(1)) queda como texto.',
};
const STICKY: SampleText = {
  en: 'This toast has no timeout: close it with the button.',
  de: 'Dieser Hinweis schließt sich nicht selbst: schließen Sie ihn mit der Schaltfläche.',
  fr: 'Cette notification ne se ferme pas seule : fermez-la avec le bouton.',
  nl: 'Deze melding sluit niet vanzelf: sluit hem met de knop.',
  es: 'Este aviso no se cierra solo: ciérralo con el botón.',
};

const DIALOG_TITLE: SampleText = {
  en: 'Cookie settings',
  de: 'Cookie-Einstellungen',
  fr: 'Paramètres des cookies',
  nl: 'Cookie-instellingen',
  es: 'Configuración de cookies',
};
const DIALOG_TEXT: SampleText = {
  en: 'A dialog is open: everything outside it is inert. The toast shows inside it, above its backdrop, where it can be read, heard and closed.',
  de: 'Ein Dialog ist geöffnet: Alles außerhalb ist inaktiv. Der Hinweis erscheint in ihm, über seinem Hintergrund, wo er gelesen, gehört und geschlossen werden kann.',
  fr: "Une boîte de dialogue est ouverte : tout ce qui est en dehors est inerte. La notification s'affiche à l'intérieur, au-dessus de son arrière-plan, où elle peut être lue, entendue et fermée.",
  nl: 'Er is een dialoogvenster open: alles daarbuiten is inactief. De melding verschijnt erin, boven de achtergrond, waar je hem kunt lezen, horen en sluiten.',
  es: 'Hay un diálogo abierto: todo lo que está fuera queda inactivo. El aviso aparece dentro, sobre su fondo, donde se puede leer, oír y cerrar.',
};

type Globals = Readonly<Record<string, unknown>>;

/** A toast viewport over its own store, filled with the story's toasts, plus a button to add more. */
function ToastDemo({ globals, toasts }: { globals: Globals; toasts: (globals: Globals) => ToastOptions[] }) {
  const t = storyTranslator(globals);
  const [store] = useState(() => {
    const created = createToastStore();
    for (const options of toasts(globals)) created.getState().show(options);
    return created;
  });
  return (
    <div style={{ padding: '1.5rem', minHeight: '28rem' }}>
      <Button
        variant="secondary"
        onClick={() => store.getState().show({ title: sample(globals, MESSAGE), body: sample(globals, BODY) })}
      >
        {sample(globals, SHOW)}
      </Button>
      <ToastViewport store={store} label={t('toast.region')} closeLabel={t('toast.close')} />
    </div>
  );
}

function numbered(globals: Globals, count: number): ToastOptions[] {
  const titles = [SAVED, MESSAGE, REMINDER, FAILED];
  const variants = ['success', 'info', 'warning', 'error'] as const;
  return titles.slice(0, count).map((title, index) => ({
    title: `${index + 1}. ${sample(globals, title)}`,
    variant: variants[index],
    hasTimeout: false,
  }));
}

const meta = {
  title: 'Shared/Toaster',
  // Text-heavy: the visual tests also take it in German at 390 px (libs/shell-ui/visual).
  tags: ['text-heavy'],
  component: Toaster,
  args: { label: 'Notifications', closeLabel: 'Close' },
  // On the docs page each story gets a frame of its own: the toast viewport is fixed to the
  // window, so inline stories would stack their toasts over the docs page.
  parameters: { layout: 'fullscreen', docs: { story: { inline: false, iframeHeight: 560 } } },
  render: (_args, { globals }) => (
    <ToastDemo key={storyLanguage(globals)} globals={globals} toasts={(g) => numbered(g, 1)} />
  ),
} satisfies Meta<typeof Toaster>;

export default meta;
type Story = StoryObj<typeof meta>;

/** One toast (kept open here; the button adds timed ones). */
export const OneToast: Story = {};

/** Two toasts, oldest first. */
export const TwoToasts: Story = {
  render: (_args, { globals }) => (
    <ToastDemo key={storyLanguage(globals)} globals={globals} toasts={(g) => numbered(g, 2)} />
  ),
};

/** Three toasts: the most shown at once. */
export const ThreeToasts: Story = {
  render: (_args, { globals }) => (
    <ToastDemo key={storyLanguage(globals)} globals={globals} toasts={(g) => numbered(g, 3)} />
  ),
};

/** Four shown: the oldest (1.) was closed, 2. to 4. remain. */
export const FourthClosesOldest: Story = {
  render: (_args, { globals }) => (
    <ToastDemo key={storyLanguage(globals)} globals={globals} toasts={(g) => numbered(g, 4)} />
  ),
};

/** A bracket link in the body: a real link with safe rel; the toast stays 10 s (focusable content). */
export const WithLink: Story = {
  render: (_args, { globals }) => (
    <ToastDemo
      key={storyLanguage(globals)}
      globals={globals}
      toasts={(g) => [{ title: sample(g, FAILED), body: sample(g, LINK_BODY), variant: 'error' }]}
    />
  ),
};

/** hasTimeout false: stays until closed. */
export const WithoutTimeout: Story = {
  render: (_args, { globals }) => (
    <ToastDemo
      key={storyLanguage(globals)}
      globals={globals}
      toasts={(g) => [
        {
          title: sample(g, REMINDER),
          body: sample(g, STICKY),
          variant: 'warning',
          hasTimeout: false,
        },
      ]}
    />
  ),
};

/** A javascript: URL in bracket syntax is shown as plain text. */
export const UnsafeLinkAsText: Story = {
  render: (_args, { globals }) => (
    <ToastDemo
      key={storyLanguage(globals)}
      globals={globals}
      toasts={(g) => [{ title: sample(g, MESSAGE), body: sample(g, UNSAFE_BODY), hasTimeout: false }]}
    />
  ),
};

/** An icon-font class before the text (the shell's icon font is not loaded in Storybook). */
export const WithIcon: Story = {
  render: (_args, { globals }) => (
    <ToastDemo
      key={storyLanguage(globals)}
      globals={globals}
      toasts={(g) => [
        {
          title: sample(g, SAVED),
          variant: 'success',
          iconClassName: 'icon icon-check',
          hasTimeout: false,
        },
      ]}
    />
  ),
};

/** The empty live region, present before the first toast; use the button to add timed toasts. */
export const Empty: Story = {
  render: (_args, { globals }) => <ToastDemo key={storyLanguage(globals)} globals={globals} toasts={() => []} />,
};

/**
 * A toast that arrives while a dialog is open (a notification during Cookie settings): the viewport
 * moves into the open dialog, since everything outside a modal dialog is inert and under its
 * backdrop; it moves back when the dialog closes.
 */
export const OverAnOpenDialog: Story = {
  render: (_args, { globals }) => <ToastOverDialog key={storyLanguage(globals)} globals={globals} />,
  play: async ({ canvasElement }) => {
    // The live region and its toast are inside the open dialog, not under its backdrop.
    await waitFor(() => expect(canvasElement.querySelector('dialog[open] [aria-live] li')).not.toBeNull());
  },
};

function ToastOverDialog({ globals }: { globals: Globals }) {
  const t = storyTranslator(globals);
  const [open, setOpen] = useState(true);
  const [store] = useState(() => {
    const created = createToastStore();
    created.getState().show({ title: sample(globals, MESSAGE), body: sample(globals, BODY), hasTimeout: false });
    return created;
  });
  return (
    <div style={{ padding: '1.5rem', minHeight: '28rem' }}>
      <Modal
        open={open}
        onOpenChange={setOpen}
        title={sample(globals, DIALOG_TITLE)}
        closeLabel={sample(globals, CLOSE)}
      >
        <p>{sample(globals, DIALOG_TEXT)}</p>
      </Modal>
      <ToastViewport store={store} label={t('toast.region')} closeLabel={t('toast.close')} />
    </div>
  );
}
