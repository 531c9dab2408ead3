/** The inbox list's search and filters, which also choose what the CSV export holds. */
import { langs } from '../../../lib/i18n.ts';
import { leadKinds, leadStatuses } from '../../../lib/lead-rules.ts';
import { filterQuery, isFiltered, SEARCH_MAX, type InboxFilter } from '../../routes/admin/filters.ts';
import type { Names } from '../../domain/names.ts';
import { languageNames } from '../../domain/leads.ts';

/** The province codes and, under each, its cities: the area filter's choices. */
export interface AreaGroup {
  code: string;
  cities: { id: string; name: string }[];
}

export function areaGroups(names: Pick<Names, 'areas' | 'cities'>): AreaGroup[] {
  const cities = names.cities('en');
  return [...names.areas]
    .filter((area) => !area.includes('/'))
    .map((code) => ({ code, cities: cities.filter((c) => c.id.startsWith(`${code}/`)) }));
}

const field = 'mt-1 block min-h-11 w-full rounded-lg border border-stone-300 bg-white px-2 font-normal';

/**
 * Folded away until asked for (open while a filter is on), so on a phone the newest lead is on
 * the first screen, not below five fields.
 */
export function FilterForm({
  filter,
  areas,
  canExport = true,
}: {
  filter: InboxFilter;
  areas: AreaGroup[];
  /** Whether the reader may export the list (not a technician). */
  canExport?: boolean;
}) {
  return (
    <details open={isFiltered(filter)} className="mt-6">
      <summary className="btn-outline inline-flex min-h-11 cursor-pointer py-1.5">Search and filters</summary>
      <FilterFields filter={filter} areas={areas} canExport={canExport} />
    </details>
  );
}

function FilterFields({ filter, areas, canExport }: { filter: InboxFilter; areas: AreaGroup[]; canExport: boolean }) {
  return (
    <form
      method="get"
      action="/admin/"
      role="search"
      aria-label="Find leads"
      className="mt-4 grid grid-cols-2 items-end gap-3 sm:flex sm:flex-wrap"
    >
      <label className="col-span-2 text-sm font-semibold sm:w-72">
        Search name, phone or e-mail
        <input type="search" name="q" defaultValue={filter.q ?? ''} maxLength={SEARCH_MAX} className={field} />
      </label>
      <label className="col-span-2 text-sm font-semibold sm:w-56">
        Area
        <select name="area" defaultValue={filter.area ?? ''} className={field}>
          <option value="">All</option>
          {areas.map((group) => (
            <optgroup key={group.code} label={group.code.toUpperCase()}>
              <option value={group.code}>All of {group.code.toUpperCase()}</option>
              {group.cities.map((city) => (
                <option key={city.id} value={city.id}>
                  {city.name}
                </option>
              ))}
            </optgroup>
          ))}
        </select>
      </label>
      <FilterSelect name="kind" label="Kind" value={filter.kind} options={leadKinds} />
      <FilterSelect name="status" label="Status" value={filter.status} options={leadStatuses} />
      <FilterSelect name="lang" label="Language" value={filter.lang} options={langs} labels={languageNames} />
      <button type="submit" className="btn-outline min-h-11 py-1.5">
        Filter
      </button>
      <p className="col-span-2 flex flex-wrap gap-4 text-sm">
        {isFiltered(filter) && (
          <a className="link" href="/admin/">
            Clear filters
          </a>
        )}
        {canExport && (
          <a className="link" href={`/admin/leads.csv${filterQuery(filter)}`}>
            Export CSV
          </a>
        )}
      </p>
    </form>
  );
}

/** One of the list's filters: every value it may take (shown as its label, else capitalised), or All. */
function FilterSelect(props: {
  name: string;
  label: string;
  value?: string;
  options: readonly string[];
  labels?: Record<string, string>;
}) {
  return (
    <label className="text-sm font-semibold">
      {props.label}
      <select name={props.name} defaultValue={props.value ?? ''} className={field}>
        <option value="">All</option>
        {props.options.map((option) => (
          <option key={option} value={option}>
            {props.labels?.[option] ?? `${option.charAt(0).toUpperCase()}${option.slice(1)}`}
          </option>
        ))}
      </select>
    </label>
  );
}
