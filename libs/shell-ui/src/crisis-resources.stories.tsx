import type { Meta, StoryObj } from '@storybook/react-vite';
import { crisisDirectory } from '@therapy-shell/brand-config';
import { CrisisResources } from './crisis-resources.tsx';
import { storyTranslator } from './story-helpers.ts';

const meta = {
  title: 'Shell/CrisisResources',
  // Text-heavy: the visual tests also take it in German at 390 px (libs/shell-ui/visual).
  tags: ['text-heavy'],
  component: CrisisResources,
  args: { t: storyTranslator({}), entries: crisisDirectory('us') },
  render: (args, { globals }) => <CrisisResources {...args} t={storyTranslator(globals)} />,
} satisfies Meta<typeof CrisisResources>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A visitor in the US: the US first (emergency number 911, 988 and Crisis Text Line), then every other country. */
export const UnitedStates: Story = {};

/** A visitor in Germany: Germany first (112, TelefonSeelsorge). */
export const Germany: Story = { args: { entries: crisisDirectory('de') } };

/** A visitor in a country without reviewed lines (Italy): the directory in its own order. */
export const CountryWithoutLines: Story = { args: { entries: crisisDirectory('it') } };

/** The offline crisis page's content: the offline notice above the introduction (a visitor in the UK). */
export const Offline: Story = {
  args: { entries: crisisDirectory('gb') },
  render: (args, { globals }) => {
    const t = storyTranslator(globals);
    return <CrisisResources {...args} t={t} notice={t('crisisPage.offline')} />;
  },
};
