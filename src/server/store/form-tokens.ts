/** The form tokens that vouched for a lead (form_tokens_spent): a token vouches once. */
import type { Kysely } from 'kysely';
import { FORM_TOKEN_MAX_AGE_MS } from '../domain/form-token.ts';
import type { Database } from './schema.ts';

/**
 * Spends a token: true the first time, false ever after. One statement, so two servers sharing
 * the database never both take it.
 */
export async function spendFormToken(db: Kysely<Database>, id: string, now: Date): Promise<boolean> {
  const row = await db
    .insertInto('form_tokens_spent')
    .values({ token: id, spent_at: now.toISOString() })
    .onConflict((conflict) => conflict.column('token').doNothing())
    .returning('token')
    .executeTakeFirst();
  return row !== undefined;
}

/** Forgets the tokens spent longer ago than a token lives: none of them could be brought again. */
export async function purgeSpentFormTokens(db: Kysely<Database>, now: Date): Promise<number> {
  const result = await db
    .deleteFrom('form_tokens_spent')
    .where('spent_at', '<', new Date(now.getTime() - FORM_TOKEN_MAX_AGE_MS).toISOString())
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}
