/** The slice of the catalogue the picker ships to the browser. */
export interface PickerProvince {
  code: string;
  name: string;
  areas: { slug: string; name: string; cities: { slug: string; name: string }[] }[];
}
