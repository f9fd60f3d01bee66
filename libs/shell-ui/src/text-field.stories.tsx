import type { Meta, StoryObj } from '@storybook/react-vite';
import { TextField } from './text-field.tsx';
import { sample, storyTranslator, type SampleText } from './story-helpers.ts';

const NAME: SampleText = {
  en: 'First name',
  de: 'Vorname',
  fr: 'Prénom',
  nl: 'Voornaam',
  es: 'Nombre',
};
const WORK_EMAIL: SampleText = {
  en: 'Work email',
  de: 'Geschäftliche E-Mail',
  fr: 'E-mail professionnel',
  nl: 'Zakelijk e-mailadres',
  es: 'Correo del trabajo',
};
const PHONE: SampleText = {
  en: 'Phone number',
  de: 'Telefonnummer',
  fr: 'Numéro de téléphone',
  nl: 'Telefoonnummer',
  es: 'Número de teléfono',
};
const PASSWORD: SampleText = {
  en: 'Password',
  de: 'Passwort',
  fr: 'Mot de passe',
  nl: 'Wachtwoord',
  es: 'Contraseña',
};
const SHOW_PASSWORD: SampleText = {
  en: 'Show password',
  de: 'Passwort anzeigen',
  fr: 'Afficher le mot de passe',
  nl: 'Wachtwoord tonen',
  es: 'Mostrar contraseña',
};
const BIRTH: SampleText = {
  en: 'Date of birth',
  de: 'Geburtsdatum',
  fr: 'Date de naissance',
  nl: 'Geboortedatum',
  es: 'Fecha de nacimiento',
};
const HINT: SampleText = {
  en: 'We only use it to contact you about your account.',
  de: 'Wir nutzen sie nur, um Sie zu Ihrem Konto zu kontaktieren.',
  fr: 'Nous l’utilisons uniquement pour vous contacter au sujet de votre compte.',
  nl: 'We gebruiken het alleen om contact met je op te nemen over je account.',
  es: 'Solo lo usamos para contactarte sobre tu cuenta.',
};

const meta = {
  title: 'Shared/TextField',
  component: TextField,
  args: { label: 'First name' },
  decorators: [(Story) => <div style={{ padding: '1.5rem', maxWidth: '28rem' }}>{Story()}</div>],
  render: (args, { globals }) => <TextField {...args} label={sample(globals, NAME)} />,
} satisfies Meta<typeof TextField>;

export default meta;
// The props are a union per variant, which StoryObj<typeof meta> cannot narrow; each story passes full props.
type Story = StoryObj<typeof TextField>;

/** Primary variant. */
export const Primary: Story = {};

/** Recruiter email variant: an email input in the compact recruiter look. */
export const RecruiterEmail: Story = {
  render: (_args, { globals }) => <TextField variant="recruiter-email" label={sample(globals, WORK_EMAIL)} />,
};

/** Country code variant: the dialling code before the number. */
export const CountryCode: Story = {
  render: (_args, { globals }) => <TextField variant="country-code" countryCode="+49" label={sample(globals, PHONE)} />,
};

/** Password variant with the show/hide toggle. */
export const Password: Story = {
  render: (_args, { globals }) => (
    <TextField
      variant="password"
      label={sample(globals, PASSWORD)}
      revealLabel={sample(globals, SHOW_PASSWORD)}
      defaultValue="correct horse"
    />
  ),
};

/** Date variant. */
export const Date: Story = {
  render: (_args, { globals }) => <TextField variant="date" label={sample(globals, BIRTH)} defaultValue="1990-04-01" />,
};

/** Required: the marker comes from aria-required. */
export const Required: Story = {
  render: (_args, { globals }) => (
    <TextField
      variant="recruiter-email"
      aria-required
      label={storyTranslator(globals)('cancel.emailLabel')}
      hint={sample(globals, HINT)}
    />
  ),
};

/** Invalid: the error message under the field (spec 5 cancellation email messages). */
export const Invalid: Story = {
  render: (_args, { globals }) => (
    <div style={{ display: 'grid', gap: '1.5rem' }}>
      <TextField
        aria-required
        label={storyTranslator(globals)('cancel.emailLabel')}
        error={storyTranslator(globals)('validation.emailRequired')}
      />
      <TextField
        aria-required
        label={storyTranslator(globals)('cancel.emailLabel')}
        defaultValue="ada@"
        error={storyTranslator(globals)('validation.emailInvalid')}
      />
    </div>
  ),
};

/** Disabled. */
export const Disabled: Story = {
  render: (_args, { globals }) => <TextField label={sample(globals, NAME)} defaultValue="Ada" disabled />,
};

/** Read-only. */
export const ReadOnly: Story = {
  render: (_args, { globals }) => (
    <TextField label={storyTranslator(globals)('cancel.emailLabel')} defaultValue="ada@example.com" readOnly />
  ),
};
