import { useStore } from '@nanostores/react';
import { Dialog } from '../ui/Dialog.tsx';
import { useEffect, useState } from 'react';
import type { Dictionary } from '../../i18n/dictionary.ts';
import { track } from '../../lib/analytics.ts';
import type { Lang } from '../../lib/i18n.ts';
import { $location, $picker, chooseLocation, clearLocation, closePicker } from '../../lib/location-store.ts';
import { cityServiceUrl, cityUrl } from '../../lib/urls.ts';
import type { Names, PickerProvince } from '../../lib/catalogue.ts';
import type { Answer } from './place-search.ts';

interface Props {
  lang: Lang;
  t: Dictionary['picker'];
  provinces: PickerProvince[];
}

/** 'Select Your Service Area': the dialog itself. */
/**
 * Where the picker starts: the stored location, else the first province and its first area.
 * An area is chosen by its slug in the page's language, as its page's URL has it.
 */
function startingPoint(provinces: PickerProvince[], lang: Lang) {
  const stored = $location.get();
  const province = provinces.find((p) => p.code === stored?.province) ?? provinces[0];
  const area = province?.areas.find((a) => a.cities.some((c) => c.slug === stored?.city)) ?? province?.areas[0];
  return { provinceCode: province?.code ?? '', areaSlug: area?.urlSlug[lang] ?? '' };
}

/** Loaded on the first opening, so pages do not ship the dialog's code before it is wanted. */
export default function PickerDialog({ lang, t, provinces }: Props) {
  const { open, target, opener } = useStore($picker);
  const [provinceCode, setProvinceCode] = useState(() => startingPoint(provinces, lang).provinceCode);
  const [areaSlug, setAreaSlug] = useState(() => startingPoint(provinces, lang).areaSlug);
  const [found, setFound] = useState<Answer>();

  // Every later opening starts afresh too.
  useEffect(
    () =>
      $picker.listen((next, previous) => {
        if (!next.open || previous?.open) return;
        const start = startingPoint(provinces, lang);
        setProvinceCode(start.provinceCode);
        setAreaSlug(start.areaSlug);
        setFound(undefined);
      }),
    [provinces, lang],
  );

  const province = provinces.find((p) => p.code === provinceCode);
  const area = province?.areas.find((a) => a.urlSlug[lang] === areaSlug);
  const chosen = useStore($location);

  const onProvinceChange = (code: string) => {
    setProvinceCode(code);
    setAreaSlug(provinces.find((p) => p.code === code)?.areas[0]?.urlSlug[lang] ?? '');
  };

  /** Remembers a city as the visitor's location, as choosing it here or finding it by search does. */
  const remember = (code: string, slug: string) => {
    const inProvince = provinces.find((p) => p.code === code);
    const city = inProvince?.areas.flatMap((a) => a.cities).find((c) => c.slug === slug);
    if (!inProvince || !city) return;
    chooseLocation({
      province: code,
      city: slug,
      cityName: city.name.en,
      provinceName: inProvince.name.en,
      fr: { cityName: city.name.fr, provinceName: inProvince.name.fr },
    });
    // Analytics labels stay in English whatever the page's language, so the owner's reports add up.
    track('select_content', { content_type: 'Location Picker', item_id: `Selected ${city.name.en}` });
  };

  const onCity = (city: { slug: string; name: Names }) => {
    if (!province) return;
    remember(province.code, city.slug);
    closePicker();
    window.location.assign(
      target.service
        ? cityServiceUrl(lang, province.code, city.slug, target.service)
        : cityUrl(lang, province.code, city.slug),
    );
  };

  const selectClass =
    'mt-1 block min-h-11 w-full rounded-xl border border-stone-300 bg-white px-3 text-base text-stone-900 focus:border-forest-600';

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => !next && closePicker()}
      title={t.title}
      close={t.close}
      opener={opener}
      description={<p className="mt-1 text-sm text-stone-600">{t.description}</p>}
    >
      <label className="mt-5 block text-sm font-semibold text-stone-800">
        {t.searchLabel}
        <input
          type="search"
          className={selectClass}
          onInput={(e) => {
            const query = e.currentTarget.value;
            // The search's code and data load on the first keystroke, never with the page.
            void import('./place-search.ts').then((m) => m.answer(query, lang, t, target.service)).then(setFound);
          }}
        />
      </label>
      <p aria-live="polite" className="mt-2 text-sm text-stone-700">
        {found?.before}
        {found?.link && (
          <a
            className="link font-semibold"
            href={found.link.href}
            onClick={() => found.link && remember(...(found.link.city.split('/') as [string, string]))}
          >
            {found.link.text}
          </a>
        )}
        {found?.after}
      </p>
      <div className="mt-5 grid gap-4 sm:grid-cols-2">
        <label className="block text-sm font-semibold text-stone-800">
          {t.province}
          <select className={selectClass} value={provinceCode} onChange={(e) => onProvinceChange(e.target.value)}>
            {provinces.map((p) => (
              <option key={p.code} value={p.code}>
                {p.name[lang]}
              </option>
            ))}
          </select>
        </label>
        <label className="block text-sm font-semibold text-stone-800">
          {t.region}
          <select className={selectClass} value={areaSlug} onChange={(e) => setAreaSlug(e.target.value)}>
            {province?.areas.map((a) => (
              <option key={a.slug} value={a.urlSlug[lang]}>
                {a.name[lang]}
              </option>
            ))}
          </select>
        </label>
      </div>
      <fieldset className="mt-5">
        <legend className="text-sm font-semibold text-stone-800">{t.city}</legend>
        <div className="mt-2 grid grid-cols-2 gap-2">
          {area?.cities.map((c) => {
            const current = chosen?.province === province?.code && chosen?.city === c.slug;
            return (
              <button
                key={c.slug}
                type="button"
                onClick={() => onCity(c)}
                aria-current={current ? 'true' : undefined}
                className={`min-h-11 rounded-xl border px-3 py-2 text-left font-semibold ${
                  current
                    ? 'border-forest-700 bg-forest-800 text-white'
                    : 'border-stone-300 text-forest-900 hover:border-forest-600 hover:bg-forest-50'
                }`}
              >
                {(c.label ?? c.name)[lang]}
              </button>
            );
          })}
        </div>
      </fieldset>
      <button
        type="button"
        onClick={() => {
          clearLocation();
          closePicker();
        }}
        className="link mt-5 inline-block min-h-11 text-sm"
      >
        {t.clear}
      </button>
    </Dialog>
  );
}
