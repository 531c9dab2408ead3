/**
 * Forms posted without JavaScript (@fastify/formbody), as application/x-www-form-urlencoded.
 * A body with a broken percent escape ("name=%E0%A4%A") is no form a browser sends: it is
 * refused with 400 like any other malformed body, never stored as the literal text.
 */
import { parse } from 'node:querystring';
import type { FastifyFormbodyOptions } from '@fastify/formbody';

class MalformedForm extends Error {
  readonly statusCode = 400;
  readonly code = 'FST_ERR_MALFORMED_FORM';
  constructor() {
    super('The form is not well formed: a percent escape is broken.');
  }
}

/** Whether every %XX of a form decodes, and to UTF-8. */
function wellFormed(body: string): boolean {
  try {
    decodeURIComponent(body.replaceAll('+', ' '));
    return true;
  } catch {
    return false;
  }
}

export const formbodyOptions: FastifyFormbodyOptions = {
  parser: (body) => {
    if (!wellFormed(body)) throw new MalformedForm();
    return parse(body);
  },
};
