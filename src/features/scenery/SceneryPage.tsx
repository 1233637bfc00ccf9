import { useSuspenseQuery } from '@tanstack/react-query';
import { useEffect, useMemo, useRef, useState } from 'react';
import { t } from '../../strings.ts';
import { Cover } from '../../ui/Cover.tsx';
import { ServicePage } from '../../site/ServicePage.tsx';
import { Lightbox } from './Lightbox.tsx';
import { SEASONS, sceneryQueryOptions, type Season } from './queries.ts';
import './scenery.css';

const s = t.scenery;

/** The campus gallery: season chips, a grid of sized lazy thumbnails, and a lightbox over the filtered set. */
export function SceneryPage() {
  const { data } = useSuspenseQuery(sceneryQueryOptions());
  const [season, setSeason] = useState<Season | null>(null);
  const [open, setOpen] = useState<number | null>(null);
  // The photo whose thumbnail gets the focus back when the lightbox closes.
  const returnTo = useRef<number | null>(null);
  const thumbs = useRef(new Map<number, HTMLButtonElement>());
  const photos = useMemo(() => (season ? data.filter((p) => p.season === season) : data), [data, season]);

  // Back on the thumbnail of the photo last shown, once the lightbox is gone.
  useEffect(() => {
    if (open === null && returnTo.current !== null) {
      thumbs.current.get(returnTo.current)?.focus();
      returnTo.current = null;
    }
  }, [open]);

  const close = () => {
    if (open !== null) returnTo.current = photos[open].id;
    setOpen(null);
  };

  const chip = (value: Season | null, label: string) => (
    <button key={value ?? 'all'} type="button" className="scenery__chip" aria-pressed={season === value} onClick={() => setSeason(value)}>
      {label}
    </button>
  );

  return (
    <ServicePage fallbackTitle={s.title}>
      <div className="scenery">
        <p className="scenery__intro">{s.intro}</p>
        <div className="scenery__toolbar">
          <div className="scenery__chips" role="group" aria-label={s.filterLabel}>
            {chip(null, s.all)}
            {SEASONS.map((v) => chip(v, s.seasons[v]))}
          </div>
          <span className="scenery__count">{s.count(photos.length)}</span>
        </div>
        {photos.length === 0 ? (
          <p className="empty-state">{s.empty}</p>
        ) : (
          <ul className="bare-list scenery__grid" role="list">
            {photos.map((p, i) => (
              <li key={p.id}>
                <button
                  type="button"
                  className="scenery__thumb"
                  data-testid="scenery-thumb"
                  // The name holds the caption as shown (title and season), so a voice user can say what they see.
                  aria-label={s.open(p.title, s.seasonTag[p.season])}
                  aria-haspopup="dialog"
                  ref={(el) => {
                    if (el) thumbs.current.set(p.id, el);
                    else thumbs.current.delete(p.id);
                  }}
                  onClick={() => setOpen(i)}
                >
                  <Cover src={p.image} alt="" width={p.width} height={p.height} eager={i < 3} className="scenery__img" />
                  <span className="scenery__caption">
                    <span className="scenery__title">{p.title}</span>
                    <span className="scenery__season">{s.seasonTag[p.season]}</span>
                  </span>
                </button>
              </li>
            ))}
          </ul>
        )}
      </div>
      {open !== null && photos[open] && <Lightbox photos={photos} index={open} onIndex={setOpen} onClose={close} />}
    </ServicePage>
  );
}
