/** The slice of the catalogue the header menus and the footer need. */
export interface NavService {
  name: string;
  /** The slug of the page's language: its URL is serviceUrl(lang, urlSlug). */
  urlSlug: string;
}

export interface NavProvince {
  code: string;
  name: string;
  /** `urlSlug`: the slug of the page's language; the area's URL is areaUrl(lang, code, urlSlug). */
  areas: { urlSlug: string; name: string }[];
}
