import { useEffect, useRef, useState, type ReactNode } from 'react';

export interface RevealOptions {
  animation?: 'fadeIn' | 'fadeInUp';
  delay?: number;
  duration?: number;
  threshold?: number;
}

// Spec section 9: fadeIn, delay 0, duration 1000 ms, threshold 0.1.
export const revealDefaults: Required<RevealOptions> = { animation: 'fadeIn', delay: 0, duration: 1000, threshold: 0.1 };

function prefersReducedMotion() {
  return typeof matchMedia === 'function' && matchMedia('(prefers-reduced-motion: reduce)').matches;
}

/** Fades its content in the first time it scrolls into view; static under prefers-reduced-motion. */
export function ScrollReveal({ children, className, ...options }: RevealOptions & { children: ReactNode; className?: string }) {
  const { animation, delay, duration, threshold } = { ...revealDefaults, ...options };
  const ref = useRef<HTMLDivElement>(null);
  const [state, setState] = useState<'static' | 'waiting' | 'shown'>('static');
  useEffect(() => {
    const el = ref.current;
    if (!el || prefersReducedMotion() || typeof IntersectionObserver !== 'function') return;
    // Content already on screen is not hidden first: only what is below the fold animates.
    if (el.getBoundingClientRect().top < window.innerHeight) return;
    setState('waiting');
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting)) {
          setState('shown');
          observer.disconnect();
        }
      },
      { threshold },
    );
    observer.observe(el);
    return () => observer.disconnect();
  }, [threshold]);
  const style =
    state === 'shown' ? { animationName: animation, animationDuration: `${duration}ms`, animationDelay: `${delay}ms` } : undefined;
  return (
    <div ref={ref} className={`reveal reveal--${state} ${className ?? ''}`} style={style}>
      {children}
    </div>
  );
}
