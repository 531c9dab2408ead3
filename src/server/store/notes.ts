/** A lead's notes (lead_notes): plain text, by whoever wrote it, kept and deleted with the lead. */
import type { Kysely } from 'kysely';
import { multiLine } from '../../lib/lead-rules.ts';
import type { Database, LeadNote } from './schema.ts';
import { personLabel, type Person } from '../domain/people.ts';

/** The longest note, in characters: a few paragraphs. */
export const NOTE_MAX = 2000;

/** A lead's notes, oldest first. */
export function leadNotes(db: Kysely<Database>, leadId: number): Promise<LeadNote[]> {
  return db.selectFrom('lead_notes').selectAll().where('lead_id', '=', leadId).orderBy('id').execute();
}

/**
 * A note as staff typed it, cleaned like a lead's message (line breaks and tabs kept, control
 * and invisible characters gone), or why it cannot be saved.
 */
export function cleanNote(raw: string): { text: string } | { error: string } {
  const text = multiLine(raw).trim();
  if (!text) return { error: 'Write the note first.' };
  // Counted as the text box's maxlength counts (UTF-16 units), so the two never disagree.
  if (text.length > NOTE_MAX) {
    return {
      error: `A note holds at most ${NOTE_MAX.toLocaleString('en-CA')} characters; this one has ${text.length.toLocaleString('en-CA')}.`,
    };
  }
  return { text };
}

export async function addNote(
  db: Kysely<Database>,
  leadId: number,
  text: string,
  now: Date,
  by?: Pick<Person, 'id' | 'name' | 'email'>,
): Promise<void> {
  await db
    .insertInto('lead_notes')
    .values({
      lead_id: leadId,
      text,
      created_at: now.toISOString(),
      author_id: by?.id ?? null,
      author: by ? personLabel(by) : '',
    })
    .execute();
}
