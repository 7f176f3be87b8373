import { useEffect, useRef, useState } from 'react';
import { useHydrated } from '../../../ui/hydration';

// The looping header video: muted, inline, with a poster. It does not play for people who ask their
// system for reduced motion; they see the poster image instead.
export function HeaderVideo() {
  const video = useRef<HTMLVideoElement>(null);
  // The server's page cannot know the reader's setting: it leaves the video still, and this browser decides.
  const hydrated = useHydrated();
  const [reduced, setReduced] = useState(() => !hydrated || prefersReducedMotion());

  useEffect(() => {
    if (typeof window.matchMedia !== 'function') return;
    const query = window.matchMedia('(prefers-reduced-motion: reduce)');
    const onChange = () => setReduced(query.matches);
    onChange();
    query.addEventListener('change', onChange);
    return () => query.removeEventListener('change', onChange);
  }, []);

  useEffect(() => {
    const element = video.current;
    if (!element) return;
    if (reduced) element.pause();
    else void element.play().catch(() => {});
  }, [reduced]);

  return (
    <video
      ref={video}
      className="header-video"
      poster="/media/header-poster.jpg"
      muted
      loop
      playsInline
      autoPlay={!reduced}
      preload="metadata"
      aria-hidden="true"
      tabIndex={-1}
    >
      <source src="/media/header.webm" type="video/webm" />
      <source src="/media/header.mp4" type="video/mp4" />
    </video>
  );
}

function prefersReducedMotion(): boolean {
  return (
    typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches
  );
}
