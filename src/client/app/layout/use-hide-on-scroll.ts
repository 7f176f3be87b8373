import { useEffect, useState } from 'react';

const PHONE = '(max-width: 760px)';

/**
 * On a phone the sticky header slides away while the reader scrolls down and comes back as soon as they
 * scroll up, so the small screen is for the content. Never hidden near the top or while the menu is open.
 */
export function useHideOnScroll(menuOpen: boolean): boolean {
  const [hidden, setHidden] = useState(false);
  useEffect(() => {
    let lastY = window.scrollY;
    const onScroll = () => {
      const y = window.scrollY;
      const phone = window.matchMedia(PHONE).matches;
      if (!phone || y < 120) setHidden(false);
      else if (y > lastY + 4) setHidden(true);
      else if (y < lastY - 4) setHidden(false);
      lastY = y;
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => window.removeEventListener('scroll', onScroll);
  }, []);
  return hidden && !menuOpen;
}
