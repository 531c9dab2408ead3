import { ArrowLeft } from 'lucide-react';
import type { ReactNode } from 'react';
import type { Artwork as ArtworkData } from '../../views/artwork.ts';
import { strings } from '../../i18n/dictionary.ts';
import { formatDate } from '../../lib/dates.ts';
import type { Lang } from '../../lib/i18n.ts';
import { paths } from '../../lib/urls.ts';
import type { PhoneNumber } from '../../site.config.ts';
import { PickerButton } from '../location/PickerButton.tsx';
import { Artwork } from '../ui/Artwork.tsx';
import { CallButton } from '../ui/CallButton.tsx';

interface Props {
  lang: Lang;
  title: string;
  date: Date;
  author: string;
  art: ArtworkData;
  phone: PhoneNumber;
  /** The article body, rendered from Markdown by the route. */
  children?: ReactNode;
}

/** /blog/{slug}/: back link, title, date, author, artwork, body and the help box. */
export function BlogPostPage({ lang, title, date, author, art, phone, children }: Props) {
  const t = strings(lang);
  return (
    <article className="container-page max-w-3xl py-10 md:py-14">
      <a href={paths[lang].blog} className="link inline-flex items-center gap-1 text-sm">
        <ArrowLeft aria-hidden="true" className="size-4" /> {t.blog.back}
      </a>
      <h1 className="mt-6 text-4xl font-extrabold sm:text-5xl">{title}</h1>
      <p className="mt-4 text-stone-600">
        <time dateTime={date.toISOString().slice(0, 10)}>{formatDate(date, lang)}</time> · {author}
      </p>
      <Artwork
        art={art}
        alt=""
        priority="high"
        className="mt-8 w-full rounded-2xl"
        sizes="(min-width: 768px) 48rem, 100vw"
      />
      <div className="prose-content mt-10">{children}</div>
      <aside className="card mt-14 bg-forest-50 p-6 sm:p-8" aria-labelledby="help-heading">
        <h2 id="help-heading" className="text-2xl font-bold">
          {t.blog.helpHeading}
        </h2>
        <p className="mt-2 text-stone-700">{t.blog.helpText}</p>
        <div className="mt-5 flex flex-wrap gap-3">
          <PickerButton lang={lang} source="Blog Help Box" className="btn-primary">
            {t.chooseCity}
          </PickerButton>
          <CallButton phone={phone} place="closing" label={t.call} />
        </div>
      </aside>
    </article>
  );
}
