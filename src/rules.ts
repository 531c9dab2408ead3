/**
 * The rules the work follows, where a licensed technician or a provincial text decides it, in one
 * wording per language. Content that gives a rule quotes its sentence word for word
 * (test/rules.test.ts holds it to it), so no two pages can give two seasons or two distances.
 */
import type { Lang } from './lib/i18n.ts';

export const rules = {
  /**
   * When bats may be excluded from a building. Flightless young are inside from June until they
   * fly, in mid or late August; big brown bats may spend the winter inside a building and still be
   * hibernating there in early spring; bats shut out must be able to feed, so nights must be warm
   * enough for the insects they hunt.
   */
  batExclusion: {
    en: 'We never exclude bats while flightless young are inside, from June until they fly in mid or late August, nor in early spring, when big brown bats may still be hibernating inside: we exclude only when bats are out foraging and nights stay above about 10\u00a0°C.',
    fr: 'Nous n’excluons jamais les chauves-souris tant que des petits incapables de voler sont à l’intérieur, de juin jusqu’à ce qu’ils volent, vers la mi-août ou la fin d’août, ni au début du printemps, quand de grandes chauves-souris brunes peuvent encore hiberner dans le bâtiment\u00a0: nous les excluons seulement quand elles sortent se nourrir et que les nuits restent au-dessus d’environ 10\u00a0°C.',
  },
  /**
   * What British Columbia allows with a raccoon or striped skunk (Schedule B wildlife) trapped on
   * one's own land: B.C. Reg. 168/90, the Designation and Exemption Regulation under the Wildlife
   * Act, s. 3 (1) and (2) (a), as amended to July 2022. What the regulation says of other islands
   * is not restated: the pages name the authorities to ask instead.
   */
  bcTrappedAnimal: {
    en: "Under BC's Wildlife Act (Designation and Exemption Regulation, section 3), a raccoon or striped skunk live-trapped on your own land, or on private land with the owner's permission, may be held no more than 24 hours, moved no more than 10 km from where it was caught (no more than 1 km on Vancouver Island) and released only on your own land or on Crown land.",
    fr: 'En vertu de la Wildlife Act de la Colombie-Britannique (Designation and Exemption Regulation, article 3), un raton laveur ou une mouffette rayée capturés vivants sur votre terrain, ou sur un terrain privé avec la permission du propriétaire, peuvent être gardés au plus 24\u00a0heures, transportés à au plus 10\u00a0km du lieu de capture (à au plus 1\u00a0km sur l’île de Vancouver) et relâchés seulement sur votre terrain ou sur une terre de la Couronne.',
  },
} as const satisfies Record<string, Record<Lang, string>>;
