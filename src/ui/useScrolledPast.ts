import { useEffect, useState } from 'react';

/** True once the window has scrolled vertically past `threshold` pixels (strictly above it). */
export function useScrolledPast(threshold: number, enabled = true): boolean {
  const [past, setPast] = useState(false);
  useEffect(() => {
    if (!enabled) return setPast(false);
    const update = () => setPast(window.scrollY > threshold);
    update();
    window.addEventListener('scroll', update, { passive: true });
    return () => window.removeEventListener('scroll', update);
  }, [threshold, enabled]);
  return past;
}
