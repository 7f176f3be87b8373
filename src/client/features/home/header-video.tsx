import { useEffect, useRef, useState } from 'react';

// The looping header video: muted, inline, with a poster. It does not play for people who ask their
// system for reduced motion; they see the poster image instead.
export function HeaderVideo() {
  const video = useRef<HTMLVideoElement>(null);
  const [reduced, setReduced] = useState(
    () =>
      typeof window.matchMedia === 'function' &&
      window.matchMedia('(prefers-reduced-motion: reduce)').matches,
  );

  useEffect(() => {
    if (typeof window.matchMedia !== 'function') return;
    const query = window.matchMedia('(prefers-reduced-motion: reduce)');
    const onChange = () => setReduced(query.matches);
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
