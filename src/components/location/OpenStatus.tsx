import { useEffect, useState } from 'react';
import type { OpeningHours } from '../../lib/content-schemas.ts';
import { openingStatus, type OpeningStatus, type StatusWords } from '../../lib/hours.ts';
import type { ZoneClock } from '../../lib/zone-clock.ts';
import { island } from '../ui/island.tsx';

/** Made when the page is built: src/views/open-status.ts. */
interface Props extends StatusWords {
  hours: OpeningHours;
  zone: ZoneClock;
}

/**
 * 'Open — Closes 7 p.m.' computed in the browser at the moment of viewing: a built page
 * cannot know the time it will be read. Until then the weekly hours beside it stand alone.
 */
function OpenStatusView({ hours, zone, lang, t, days }: Props) {
  const [status, setStatus] = useState<OpeningStatus | undefined>(undefined);
  useEffect(() => {
    const update = () => setStatus(openingStatus(hours, zone, new Date(), { lang, t, days }));
    update();
    const timer = window.setInterval(update, 60_000);
    return () => window.clearInterval(timer);
  }, [hours, zone, lang, t, days]);
  if (!status) return null;
  return (
    <p className="flex items-center gap-2 font-semibold" data-testid="open-status">
      <span aria-hidden="true" className={`size-2.5 rounded-full ${status.open ? 'bg-forest-600' : 'bg-stone-400'}`} />
      {status.text}
    </p>
  );
}

export const OpenStatus = island('OpenStatus', OpenStatusView);
