import { composeStories, setProjectAnnotations } from '@storybook/react';
import { render } from '@testing-library/react';
import type { ComponentType } from 'react';
import { axe } from 'jest-axe';
import * as footerStories from './footer.stories.tsx';
import * as headerStories from './header.stories.tsx';
import * as fallbackStories from './fallback-error-page.stories.tsx';
import * as layoutStories from './shell-layout.stories.tsx';
import preview from '../.storybook/preview.tsx';

// The preview's decorators (brand theme) and globals apply, as in Storybook itself.
setProjectAnnotations(preview);

// Every story renders as a test (portable stories), in every language, with no axe violations.
const all = [footerStories, headerStories, fallbackStories, layoutStories].flatMap((module) =>
  Object.entries(composeStories(module)).map(([name, Story]): [string, ComponentType] => [`${module.default.title}/${name}`, Story as ComponentType]),
);

describe('stories', () => {
  it.each(all)('%s renders without axe violations', async (_name, Story) => {
    const { container } = render(<Story />);
    expect(container.querySelector('[data-brand="main"]')).not.toBeNull();
    expect(await axe(container)).toHaveNoViolations();
  });
});
