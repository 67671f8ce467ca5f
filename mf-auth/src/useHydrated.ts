import { useSyncExternalStore } from 'react';

const nothingChanges = () => () => undefined;

/**
 * False while the page is rendered to HTML and while React hydrates that HTML (the server
 * snapshot), true in every render after that and in a page rendered in the browser from the start.
 * What only the browser knows (the deployment's Firebase settings, the page's query) is shown
 * from the second render, so hydration first meets exactly the markup that was prerendered.
 */
export const useHydrated = (): boolean =>
  useSyncExternalStore(
    nothingChanges,
    () => true,
    () => false,
  );
