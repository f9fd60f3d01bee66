import type { Meta, StoryObj } from '@storybook/react-vite';
import { LANGUAGES } from '@therapy-shell/core';
import { LANGUAGE_NAMES } from '@therapy-shell/i18n';
import { DropdownField } from './dropdown-field.tsx';
import { sample, storyLanguage, storyTranslator, type SampleText } from './story-helpers.ts';

const PLACEHOLDER: SampleText = {
  en: 'Select…',
  de: 'Auswählen…',
  fr: 'Sélectionner…',
  nl: 'Selecteren…',
  es: 'Seleccionar…',
};
const ERROR: SampleText = {
  en: 'Please choose a language',
  de: 'Bitte wählen Sie eine Sprache',
  fr: 'Veuillez choisir une langue',
  nl: 'Kies een taal',
  es: 'Elige un idioma',
};

const OPTIONS = LANGUAGES.map((value) => ({ value, label: LANGUAGE_NAMES[value] }));

const meta = {
  title: 'Shared/DropdownField',
  component: DropdownField,
  args: { label: 'Choose language', options: OPTIONS },
  decorators: [(Story) => <div style={{ padding: '1.5rem', maxWidth: '24rem', minHeight: '20rem' }}>{Story()}</div>],
  render: (args, { globals }) => (
    <DropdownField
      {...args}
      label={storyTranslator(globals)('languageModal.label')}
      placeholder={sample(globals, PLACEHOLDER)}
    />
  ),
} satisfies Meta<typeof DropdownField>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Empty: the placeholder shows. */
export const Empty: Story = {};

/** Filled: a value is chosen. */
export const Filled: Story = {
  render: (args, { globals }) => (
    <DropdownField
      {...args}
      label={storyTranslator(globals)('languageModal.label')}
      defaultValue={storyLanguage(globals)}
    />
  ),
};

/** Open: the listbox shows, the chosen option marked. */
export const Open: Story = {
  render: (args, { globals }) => (
    <DropdownField
      {...args}
      label={storyTranslator(globals)('languageModal.label')}
      defaultValue={storyLanguage(globals)}
      defaultOpen
    />
  ),
};

/** Disabled. */
export const Disabled: Story = {
  render: (args, { globals }) => (
    <DropdownField
      {...args}
      label={storyTranslator(globals)('languageModal.label')}
      defaultValue={storyLanguage(globals)}
      disabled
    />
  ),
};

/** Invalid: required, nothing chosen, the error under the field. */
export const Invalid: Story = {
  render: (args, { globals }) => (
    <DropdownField
      {...args}
      label={storyTranslator(globals)('languageModal.label')}
      placeholder={sample(globals, PLACEHOLDER)}
      aria-required
      error={sample(globals, ERROR)}
    />
  ),
};

/** Read-only: focusable and readable, not changeable. */
export const ReadOnly: Story = {
  render: (args, { globals }) => (
    <DropdownField
      {...args}
      label={storyTranslator(globals)('languageModal.label')}
      defaultValue={storyLanguage(globals)}
      readOnly
    />
  ),
};
