/**
 * Who may do what in the inbox, and which leads are a team's: the rules, with no HTTP and no SQL.
 * Three roles: the owner (everything), the office (every lead and the numbers; no people, no
 * delete) and the technician (the leads of their own team only; mark handled, add notes). A team
 * is one of `teams` in site.config.ts, named by the city it works from ("on/brampton").
 */
import { teams as ourTeams, type Team } from '../../site.config.ts';

/** A sign-in link is good this long, and once. */
export const LINK_MINUTES = 15;

export const roles = ['owner', 'office', 'technician'] as const;
export type Role = (typeof roles)[number];
export const isRole = (value: unknown): value is Role => roles.includes(value as Role);

/** What a role may do beyond reading its leads, marking them and writing notes. */
export const may = {
  /** The People page: invite, change, remove. */
  managePeople: (role: Role) => role === 'owner',
  /** Delete a lead, and read the deletions log. */
  deleteLeads: (role: Role) => role === 'owner',
  /** The CSV of the list. */
  exportLeads: (role: Role) => role !== 'technician',
  /** The owner's numbers (every team's calls and requests). */
  readNumbers: (role: Role) => role !== 'technician',
  /** The site's content and facts, in the editor (/admin/content/), whose own sign-in is the git host's. */
  editSite: (role: Role) => role === 'owner',
};

/** A person as the inbox needs them: who, which role, which team, which language. */
export interface Person {
  id: string;
  name: string;
  email: string;
  role: Role;
  /** A technician's team ("on/brampton"); null for the owner and the office, who see every lead. */
  team: string | null;
  lang: 'en' | 'fr';
}

/** A person's name as a history line shows it: their name, else their address. */
export const personLabel = (person: Pick<Person, 'name' | 'email'>) => person.name.trim() || person.email;

/**
 * The team a lead from a city ("on/vaughan", or "" for a page of no city) belongs to: the team
 * that works from that city; else the first team, in the order of `teams`, whose reach holds it;
 * else the head office (the first team), which answers every city outside our reach.
 */
export function teamOfCity(city: string, all: readonly Team[] = ourTeams): Team {
  const [headOffice] = all;
  if (!headOffice) throw new Error('site.config.ts lists no team: the first one is the head office');
  return all.find((t) => t.city === city) ?? all.find((t) => t.reach.includes(city)) ?? headOffice;
}

/** A team by its id (the city it works from), if there is one. */
export const teamById = (id: string | null | undefined, all: readonly Team[] = ourTeams) =>
  all.find((t) => t.city === id);

/**
 * The cities of a team's leads as a filter on `leads.city`: the cities it holds, or, for the head
 * office, every city but those held by the other teams.
 */
export function teamCities(team: Team, all: readonly Team[] = ourTeams): { in: string[] } | { notIn: string[] } {
  const named = [...new Set(all.flatMap((t) => [t.city, ...t.reach]))];
  if (team === all[0]) return { notIn: named.filter((city) => teamOfCity(city, all) !== team) };
  return { in: named.filter((city) => teamOfCity(city, all) === team) };
}
