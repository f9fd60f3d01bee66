import { composeStories, setProjectAnnotations } from '@storybook/react';
import { render } from '@testing-library/react';
import type { ComponentType } from 'react';
import { axe } from 'jest-axe';
import { LANGUAGES, type Language } from '@therapy-shell/i18n';
import * as footerStories from './footer.stories.tsx';
import * as headerStories from './header.stories.tsx';
import * as fallbackStories from './fallback-error-page.stories.tsx';
import * as layoutStories from './shell-layout.stories.tsx';
import * as modalStories from './modal.stories.tsx';
import * as textFieldStories from './text-field.stories.tsx';
import * as dropdownFieldStories from './dropdown-field.stories.tsx';
import * as buttonStories from './button.stories.tsx';
import * as linkStories from './link.stories.tsx';
import * as badgeStories from './badge.stories.tsx';
import * as imageStories from './image.stories.tsx';
import * as dividersStories from './dividers.stories.tsx';
import * as securityLogoStories from './security-logo.stories.tsx';
import * as truncatedTextStories from './truncated-text.stories.tsx';
import * as toasterStories from './toaster.stories.tsx';
import preview from '../.storybook/preview.tsx';

// The preview's decorators (brand theme) and globals apply, as in Storybook itself.
setProjectAnnotations(preview);

// Every story renders as a test (portable stories), in every language of the toolbar, with no axe violations.
const modules = [
  footerStories,
  headerStories,
  fallbackStories,
  layoutStories,
  modalStories,
  textFieldStories,
  dropdownFieldStories,
  buttonStories,
  linkStories,
  badgeStories,
  imageStories,
  dividersStories,
  securityLogoStories,
  truncatedTextStories,
  toasterStories,
];
const all = LANGUAGES.flatMap((language) =>
  modules.flatMap((module) =>
    Object.entries(
      composeStories(module, { initialGlobals: { ...preview.initialGlobals, language } }),
    ).map(([name, Story]): [string, Language, ComponentType] => [
      `${module.default.title}/${name}`,
      language,
      Story as ComponentType,
    ]),
  ),
);

describe('stories', () => {
  it.each(all)('%s in %s renders without axe violations', async (_name, language, Story) => {
    const { container } = render(<Story />);
    expect(container.querySelector(`[data-brand="main"][lang="${language}"]`)).not.toBeNull();
    expect(await axe(container)).toHaveNoViolations();
  });
});
