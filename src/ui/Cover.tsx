import { safeHttpUrl } from '../lib/urls.ts';

/** A sized, lazy image: width and height reserve its box, so nothing shifts when it arrives. */
export function Cover({
  src, alt, width, height, eager, className,
}: { src: string; alt: string; width: number; height: number; eager?: boolean; className?: string }) {
  const safe = safeHttpUrl(src, location.origin);
  return (
    <img
      className={`cover ${className ?? ''}`}
      src={safe ?? undefined}
      alt={alt}
      width={width}
      height={height}
      loading={eager ? 'eager' : 'lazy'}
      decoding="async"
      {...(eager ? { fetchPriority: 'high' as const } : {})}
    />
  );
}
