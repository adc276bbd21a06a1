import type { MouseEvent } from 'react';
import { usePlatform } from './contract';

/**
 * What makes an anchor (`<Link {...useAppLink(to)}>`, `<Button {...useAppLink(to)}>`) open a page
 * of the product as the shell's own links do, for a remote that has no router: a plain click
 * navigates in place; a click that asks for another tab or window is left to the browser.
 */
export function useAppLink(to: string) {
  const { navigate } = usePlatform();
  return {
    href: to,
    onClick: (event: MouseEvent<HTMLElement>) => {
      const modified = event.metaKey || event.altKey || event.ctrlKey || event.shiftKey;
      if (event.defaultPrevented || event.button !== 0 || modified) return;
      event.preventDefault();
      navigate(to);
    },
  };
}
