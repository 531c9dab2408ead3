/** The tables of the leads store, as Kysely sees them. */
import type { ColumnType, Generated, Selectable } from 'kysely';
import type { Lang } from '../../lib/i18n.ts';
import type { LeadKind, LeadStatus, UrgencyAnswer } from '../../lib/lead-rules.ts';
import type { PageEventKind } from '../../lib/page-events.ts';

export interface LeadTable {
  id: Generated<number>;
  kind: LeadKind;
  name: string;
  email: string;
  phone: string;
  service: string;
  /** "on/brampton" when the form was on a city page, else "". */
  city: string;
  message: string;
  page: string;
  /** The language of that page: the one to answer the visitor in. */
  lang: Lang;
  created_at: ColumnType<string, string, never>;
  status: LeadStatus;
  handled_at: string | null;
  /** The reference the visitor was given: random, never a count ("" for leads stored before there was one). */
  ref: ColumnType<string, string | undefined, never>;
  /** The postal code the visitor gave ("H2X 1Y4", or its FSA "H2X"), "" when none. */
  postal_code: ColumnType<string, string | undefined, never>;
  /** 1 when the form's timing token vouched for a person; 0 for a post without one (no JavaScript, or a script). */
  verified: ColumnType<number, number | undefined, never>;
  /** Is the animal inside the living space now: yes, no, or '' when not said (and for leads from before the question). */
  animal_inside: ColumnType<UrgencyAnswer, UrgencyAnswer | undefined, never>;
  /** Has anyone been bitten or scratched, or woken up with a bat in the room: yes, no or ''. */
  exposure: ColumnType<UrgencyAnswer, UrgencyAnswer | undefined, never>;
  /** 1 when either answer is yes (isUrgent): kept as a column so the inbox reads urgent leads first from an index. */
  urgent: ColumnType<number, number | undefined, never>;
}

export interface NotificationTable {
  id: Generated<number>;
  lead_id: number;
  /** email: to the lead's team; ack: to the visitor; reminder: to the team if still new; webhook. */
  channel: 'email' | 'webhook' | 'ack' | 'reminder';
  /** skipped: nothing was left to send when it came due (a reminder for a lead already handled). */
  state: 'pending' | 'sent' | 'failed' | 'skipped';
  attempts: number;
  next_attempt_at: string;
  last_error: string | null;
  sent_at: string | null;
}

/** The owner's numbers: how many events of a kind a page had on a day (no visitor data). */
export interface PageEventTable {
  /** The day in BUSINESS_TIME_ZONE, YYYY-MM-DD. */
  day: string;
  page: string;
  kind: PageEventKind;
  count: number;
}

/** A note staff wrote on a lead in the inbox. */
export interface LeadNoteTable {
  id: Generated<number>;
  lead_id: number;
  text: string;
  created_at: string;
  /** The person who wrote it, while they are still here (null for notes from before people signed in). */
  author_id: ColumnType<string | null, string | null | undefined, never>;
  /** Their name (or address) when they wrote it: kept after they leave. */
  author: ColumnType<string, string | undefined, never>;
}

/** A person who signs in to the inbox (better-auth's user, under our name; its column names). */
export interface PersonTable {
  id: string;
  name: string;
  email: string;
  emailVerified: boolean | number;
  image: string | null;
  createdAt: Date | string;
  updatedAt: Date | string;
  role: string | null;
  banned: boolean | number | null;
  banReason: string | null;
  banExpires: Date | string | null;
  /** A technician's team: the city its team works from ("on/brampton"); null for owners and office. */
  team: string | null;
  /** The language the inbox speaks to this person: "en" or "fr". */
  lang: string | null;
}

/** A signed-in session (better-auth's); its token is what the signed cookie carries. */
export interface PersonSessionTable {
  id: string;
  expiresAt: Date | string;
  token: string;
  createdAt: Date | string;
  updatedAt: Date | string;
  ipAddress: string | null;
  userAgent: string | null;
  userId: string;
  impersonatedBy: string | null;
}

/** better-auth's accounts: unused by the sign-in methods here (no password, no other provider), kept for its schema. */
export interface PersonAccountTable {
  id: string;
  accountId: string;
  providerId: string;
  userId: string;
  password: string | null;
  createdAt: Date | string;
  updatedAt: Date | string;
}

/** better-auth's verification values: sign-in links (hashed) and passkey challenges, each used once. */
export interface SignInTokenTable {
  id: string;
  identifier: string;
  value: string;
  expiresAt: Date | string;
  createdAt: Date | string;
  updatedAt: Date | string;
}

/** A person's registered passkey (the passkey plugin's). */
export interface PasskeyTable {
  id: string;
  name: string | null;
  publicKey: string;
  userId: string;
  credentialID: string;
  counter: number;
  deviceType: string;
  backedUp: boolean | number;
  transports: string | null;
  createdAt: Date | string | null;
  aaguid: string | null;
}

/** What happened to a lead, by whom: e-mails sent or failed, opened, handled, new again. */
export interface LeadEventTable {
  id: Generated<number>;
  lead_id: number;
  at: string;
  kind: LeadEventKind;
  person_id: ColumnType<string | null, string | null | undefined, never>;
  /** The person's name when it happened ('' for the server's own doings). */
  person: ColumnType<string, string | undefined, never>;
  /** For an e-mail, its channel and, when it failed, why. */
  detail: ColumnType<string, string | undefined, never>;
}
export type LeadEventKind = 'opened' | 'handled' | 'new-again' | 'sent' | 'failed';

/** A deleted lead's line: who deleted which lead and when, nothing it said. */
export interface LeadDeletionTable {
  id: Generated<number>;
  lead_id: number;
  lead_ref: string;
  lead_created_at: string;
  deleted_at: string;
  person_id: string | null;
  person: string;
}

/** A sign-in link asked for, by a digest of whom it was for or who asked: a few an hour each. */
export interface SignInRequestTable {
  id: Generated<number>;
  key: string;
  at: string;
}

/** A photo sent with a lead, as the server re-encoded it (metadata stripped, at most 1,600 px). */
export interface LeadPhotoTable {
  id: Generated<number>;
  lead_id: number;
  /** The stored encoding: "image/jpeg". */
  type: string;
  width: number;
  height: number;
  data: Buffer;
}

/** The last acknowledgement sent to an address (a digest of it): at most one a day each. */
export interface AckLogTable {
  address: string;
  sent_at: string;
}

/** A form token that vouched for a lead, by its signed part (form-token.ts): a token vouches once. */
export interface FormTokenSpentTable {
  token: string;
  spent_at: string;
}

export interface Database {
  ack_log: AckLogTable;
  form_tokens_spent: FormTokenSpentTable;
  leads: LeadTable;
  notifications: NotificationTable;
  lead_notes: LeadNoteTable;
  lead_events: LeadEventTable;
  lead_deletions: LeadDeletionTable;
  people: PersonTable;
  people_sessions: PersonSessionTable;
  people_accounts: PersonAccountTable;
  sign_in_tokens: SignInTokenTable;
  passkeys: PasskeyTable;
  sign_in_requests: SignInRequestTable;
  lead_photos: LeadPhotoTable;
  page_events: PageEventTable;
}

export type Lead = Selectable<LeadTable>;
/** How a lead reaches people: its team's e-mail, the visitor's acknowledgement, the reminder, the webhook. */
export type Channel = NotificationTable['channel'];
export type Notification = Selectable<NotificationTable>;
export type LeadNote = Selectable<LeadNoteTable>;
export type LeadPhoto = Selectable<LeadPhotoTable>;
export type LeadEvent = Selectable<LeadEventTable>;
export type LeadDeletion = Selectable<LeadDeletionTable>;
