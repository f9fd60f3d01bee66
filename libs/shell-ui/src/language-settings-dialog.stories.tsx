import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { userEvent, within } from 'storybook/test';
import { LANGUAGES } from '@therapy-shell/core';
import { LANGUAGE_NAMES } from '@therapy-shell/i18n';
import { Button } from './button.tsx';
import { LanguageSettingsDialog } from './language-settings-dialog.tsx';
import { storyLanguage, storyTranslator } from './story-helpers.ts';

// The locale selector's answer: every shell language, named in itself.
const OPTIONS = LANGUAGES.map((language) => ({
  language,
  language_readable: LANGUAGE_NAMES[language],
}));

const meta = {
  title: 'Dialogs/LanguageSettingsDialog',
  // Text-heavy: the visual tests also take it in German at 390 px (libs/shell-ui/visual).
  tags: ['text-heavy'],
  component: LanguageSettingsDialog,
  args: {
    open: true,
    onOpenChange: () => undefined,
    languages: OPTIONS,
    defaultLanguage: 'en',
    onSave: () => undefined,
    t: storyTranslator({}),
  },
  // On the docs page each story gets a frame of its own: an open modal dialog takes the whole
  // window (top layer, page scroll locked), which would cover the docs page.
  parameters: { layout: 'fullscreen', docs: { story: { inline: false, iframeHeight: 520 } } },
  // A footer-like language button opens it; Save closes it here (the app stores the cookie and reloads).
  render: function LanguageSettingsStory(args, { globals }) {
    const t = storyTranslator(globals);
    const [open, setOpen] = useState(args.open);
    const language = storyLanguage(globals);
    return (
      <div style={{ padding: '1.5rem' }}>
        <Button
          variant="secondary"
          aria-label={t('footer.languageButton', { languageName: LANGUAGE_NAMES[language] })}
          onClick={() => setOpen(true)}
        >
          {LANGUAGE_NAMES[language]}
        </Button>
        <LanguageSettingsDialog
          {...args}
          open={open}
          onOpenChange={setOpen}
          onSave={(chosen) => {
            args.onSave(chosen);
            setOpen(false);
          }}
          t={t}
        />
      </div>
    );
  },
} satisfies Meta<typeof LanguageSettingsDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Closed: the language button opens it; Escape or the close button gives focus back to the button. */
export const Closed: Story = { args: { open: false } };

/** Open with the pref_language cookie set to German: Deutsch is preselected. */
export const FromCookie: Story = { args: { defaultLanguage: 'de' } };

/** Open without a pref_language cookie: English is preselected (spec 4.2, 5). */
export const WithoutCookie: Story = { args: { defaultLanguage: 'en' } };

/** The Choose language list open. */
export const ChoosingLanguage: Story = {
  tags: ['play-in-jest'],
  args: { defaultLanguage: 'fr' },
  play: async ({ canvasElement }) => {
    await userEvent.click(await within(canvasElement).findByRole('combobox'));
  },
};
