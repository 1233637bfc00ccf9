import { useEffect, useId, useRef, type KeyboardEvent, type PointerEvent } from 'react';
import { createPortal } from 'react-dom';
import { ChevronLeft24Regular, ChevronRight24Regular, Dismiss24Regular } from '@fluentui/react-icons';
import { imageSrc } from '../../lib/images.ts';
import { t } from '../../strings.ts';
import type { SceneryPhoto } from './queries.ts';

const s = t.scenery;
const SWIPE_MIN = 50;

const focusables = (root: HTMLElement) =>
  Array.from(root.querySelectorAll<HTMLElement>('button, a[href], [tabindex]:not([tabindex="-1"])')).filter(
    (el) => !el.hasAttribute('disabled'),
  );

/**
 * A modal viewer over the gallery: the large image with its title and description, previous/next by buttons,
 * ←/→ keys and horizontal swipes, Escape or the close button to leave. Focus stays inside while it is open.
 */
export function Lightbox({
  photos,
  index,
  onIndex,
  onClose,
}: {
  photos: SceneryPhoto[];
  index: number;
  onIndex: (index: number) => void;
  onClose: () => void;
}) {
  const titleId = useId();
  const dialogRef = useRef<HTMLDivElement>(null);
  const closeRef = useRef<HTMLButtonElement>(null);
  const swipe = useRef<{ id: number; x: number; y: number } | null>(null);
  const photo = photos[index];
  const count = photos.length;
  const go = (delta: number) => onIndex((index + delta + count) % count);

  useEffect(() => {
    closeRef.current?.focus();
    const overflow = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
    return () => {
      document.body.style.overflow = overflow;
    };
  }, []);

  const onKeyDown = (e: KeyboardEvent<HTMLDivElement>) => {
    if (e.key === 'Escape') {
      e.preventDefault();
      onClose();
    } else if (e.key === 'ArrowRight') {
      e.preventDefault();
      go(1);
    } else if (e.key === 'ArrowLeft') {
      e.preventDefault();
      go(-1);
    } else if (e.key === 'Tab' && dialogRef.current) {
      const items = focusables(dialogRef.current);
      if (!items.length) return;
      const first = items[0];
      const last = items[items.length - 1];
      if (e.shiftKey && (document.activeElement === first || !dialogRef.current.contains(document.activeElement))) {
        e.preventDefault();
        last.focus();
      } else if (!e.shiftKey && document.activeElement === last) {
        e.preventDefault();
        first.focus();
      }
    }
  };

  const onPointerDown = (e: PointerEvent<HTMLDivElement>) => {
    if (e.pointerType === 'mouse') return;
    swipe.current = { id: e.pointerId, x: e.clientX, y: e.clientY };
  };
  const onPointerUp = (e: PointerEvent<HTMLDivElement>) => {
    const start = swipe.current;
    swipe.current = null;
    if (!start || start.id !== e.pointerId) return;
    const dx = e.clientX - start.x;
    const dy = e.clientY - start.y;
    if (Math.abs(dx) >= SWIPE_MIN && Math.abs(dx) > Math.abs(dy)) go(dx < 0 ? 1 : -1);
  };

  return createPortal(
    <div className="scenery-lightbox" onMouseDown={(e) => e.target === e.currentTarget && onClose()}>
      <div
        ref={dialogRef}
        className="scenery-lightbox__dialog"
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        data-testid="scenery-lightbox"
        onKeyDown={onKeyDown}
      >
        <div className="scenery-lightbox__bar">
          <span className="scenery-lightbox__counter" data-testid="scenery-counter" aria-live="polite">
            {s.counter(index + 1, count)}
          </span>
          <span className="scenery-lightbox__keys">{s.keyHint}</span>
          <button ref={closeRef} type="button" className="scenery-lightbox__icon" aria-label={s.close} title={s.close} onClick={onClose}>
            <Dismiss24Regular />
          </button>
        </div>
        <div
          className="scenery-lightbox__stage"
          data-testid="scenery-stage"
          onPointerDown={onPointerDown}
          onPointerUp={onPointerUp}
          onPointerCancel={() => (swipe.current = null)}
        >
          <img
            key={photo.id}
            className="scenery-lightbox__image"
            src={imageSrc(photo.image)}
            alt={photo.title}
            width={photo.width}
            height={photo.height}
            draggable={false}
          />
          <button
            type="button"
            className="scenery-lightbox__nav scenery-lightbox__nav--prev"
            aria-label={s.prev}
            title={s.prev}
            onClick={() => go(-1)}
          >
            <ChevronLeft24Regular />
          </button>
          <button
            type="button"
            className="scenery-lightbox__nav scenery-lightbox__nav--next"
            aria-label={s.next}
            title={s.next}
            onClick={() => go(1)}
          >
            <ChevronRight24Regular />
          </button>
        </div>
        <div className="scenery-lightbox__text">
          <h2 id={titleId} className="scenery-lightbox__title">
            {photo.title}
            <span className="scenery__season">{s.seasonTag[photo.season]}</span>
          </h2>
          <p className="scenery-lightbox__desc">{photo.description}</p>
        </div>
      </div>
    </div>,
    document.body,
  );
}
