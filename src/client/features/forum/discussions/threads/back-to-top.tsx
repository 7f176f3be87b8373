import { useEffect, useState } from 'react';

/**
 * docs/product.md#limits: appears after 500px of scrolling. It steps aside while the element named by
 * `avoid` (the reply box) is on screen, so it never covers what a member is typing.
 */
export function BackToTop({ focusTarget, avoid }: { focusTarget?: string; avoid?: string }) {
  const [scrolled, setScrolled] = useState(false);
  const [avoidInView, setAvoidInView] = useState(false);
  useEffect(() => {
    const onScroll = () => setScrolled(window.scrollY > 500);
    onScroll();
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => window.removeEventListener('scroll', onScroll);
  }, []);
  useEffect(() => {
    const element = avoid ? document.getElementById(avoid) : null;
    if (!element || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(([entry]) => setAvoidInView(!!entry?.isIntersecting));
    observer.observe(element);
    return () => observer.disconnect();
  }, [avoid]);
  if (!scrolled || avoidInView) return null;
  return (
    <button
      type="button"
      className="btn back-to-top"
      onClick={() => {
        const smooth = !window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
        window.scrollTo({ top: 0, behavior: smooth ? 'smooth' : 'auto' });
        // Keyboard users continue from the top too.
        if (focusTarget) document.getElementById(focusTarget)?.focus({ preventScroll: true });
      }}
    >
      <span aria-hidden="true">↑</span> Back to top
    </button>
  );
}
