// Story helper (kept out of the package by its name): a router link that records navigations instead of leaving
// the story, and a way to tell whether a click was cancelled, for stories of anything that renders CMS links.
import type { UiLinkProps } from '@fitkit/ui/provider';
import { fn } from 'storybook/test';

/** Called with the href of every client-side navigation {@link RecordingLink} would make. */
export const navigate = fn();

/** A UiProvider link that records router navigations in {@link navigate} instead of leaving the story. */
export function RecordingLink({ href, onClick, ...props }: UiLinkProps) {
  return (
    <a
      {...props}
      href={href}
      data-router-link=""
      onClick={(event) => {
        onClick?.(event);
        if (event.defaultPrevented) return;
        event.preventDefault();
        navigate(href);
      }}
    />
  );
}

/** Remembers whether the last click anywhere was cancelled, and keeps the story page where it is. */
export function lastClickWasPrevented(): () => boolean {
  let prevented = false;
  document.addEventListener('click', (event) => {
    prevented = event.defaultPrevented;
    event.preventDefault();
  });
  return () => prevented;
}
