import { imageSrc } from '../lib/images.ts';

/** A sized, lazy image from the API: width and height reserve its box, so nothing shifts when it arrives. */
export function Cover({
  src,
  alt,
  width,
  height,
  eager,
  className,
}: {
  src: string;
  alt: string;
  width: number;
  height: number;
  eager?: boolean;
  className?: string;
}) {
  return (
    <img
      className={`cover ${className ?? ''}`}
      src={imageSrc(src)}
      alt={alt}
      width={width}
      height={height}
      loading={eager ? 'eager' : 'lazy'}
      decoding="async"
      {...(eager ? { fetchPriority: 'high' as const } : {})}
    />
  );
}
