import type { Meta, StoryObj } from '@storybook/react-vite';
import { Image, type ImageLoader } from './image.tsx';
import { sample, type SampleText } from './story-helpers.ts';

const ALT: SampleText = {
  en: 'A counselor talking with a client on a video call',
  de: 'Eine Beraterin im Videogespräch mit einer Klientin',
  fr: 'Une conseillère en visioconférence avec une cliente',
  nl: 'Een hulpverlener in een videogesprek met een cliënt',
  es: 'Una consejera en videollamada con una clienta',
};

// Storybook has no /_next/image/ endpoint: this loader draws the width it was asked for, so the
// chosen srcset candidate is visible.
const widthLoader: ImageLoader = ({ width, quality }) =>
  `data:image/svg+xml,${encodeURIComponent(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${Math.round(width / 2)}"><rect width="100%" height="100%" fill="#cfe3d6"/><text x="50%" y="50%" font-size="${Math.round(width / 12)}" text-anchor="middle" dominant-baseline="middle" fill="#1f2a24">${width}w q${quality}</text></svg>`,
  )}`;

const meta = {
  title: 'Internal/Image',
  // Not exported by the package: the docs page says so (.storybook/docs-container.tsx).
  tags: ['internal'],
  component: Image,
  args: { src: '/img/counselor.jpg', alt: '', width: 600, height: 300, loader: widthLoader },
  decorators: [(Story) => <div style={{ padding: '1.5rem' }}>{Story()}</div>],
  render: (args, { globals }) => <Image {...args} alt={sample(globals, ALT)} />,
} satisfies Meta<typeof Image>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A fixed-width image: 1x and 2x candidates, loaded lazily within 200px of the viewport. */
export const Lazy: Story = {};

/** Above the fold: loaded at once with high priority. */
export const Priority: Story = { args: { priority: true } };

/** Width by viewport: every device size from 640 to 3840 with a sizes attribute. */
export const Responsive: Story = {
  args: { width: undefined, height: undefined, sizes: '(min-width: 768px) 50vw, 100vw' },
};

/** Far down the page: it loads only when scrolled within 200px. */
export const BelowTheFold: Story = {
  render: (args, { globals }) => (
    <div>
      <div style={{ height: '150vh' }} />
      <Image {...args} alt={sample(globals, ALT)} />
    </div>
  ),
};
