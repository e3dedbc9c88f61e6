import type { Decorator } from '@storybook/react-vite';
import type { ReactNode } from 'react';
import { fn } from 'storybook/test';
import { type UiLinkProps, UiProvider, useUi } from '../provider';

/** Where the story's router link was asked to go. */
export const navigate = fn();

/** A router-style link: it handles the click itself instead of loading a page (which would end the test). */
export function StoryRouterLink({ href, onClick, ...props }: UiLinkProps) {
  return (
    <a
      href={href}
      {...props}
      onClick={(event) => {
        onClick?.(event);
        event.preventDefault();
        navigate(href);
      }}
    />
  );
}

/** Plugs {@link StoryRouterLink} into the kit, keeping the outer provider's pictures (the preview's drawn ones). */
function StoryRouter({ children }: { children: ReactNode }) {
  const { imageUrl, routes } = useUi();
  return (
    <UiProvider link={StoryRouterLink} imageUrl={imageUrl} routes={routes}>
      {children}
    </UiProvider>
  );
}

/** Plugs {@link StoryRouterLink} into the kit for a story. */
export const withStoryRouter: Decorator = (Story) => (
  <StoryRouter>
    <Story />
  </StoryRouter>
);
