/**
 * A lead posted as multipart (both forms post so, with or without photos), read as it arrives:
 * its fields as an object, its photos written to a folder of the request's own rather than held
 * in memory (twelve uploads of three 15 MB photos would hold 540 MB), each once however often
 * it was attached. The folder is the caller's to remove when the lead's work ends.
 *
 * Also the upload slots: how many multipart leads are read or worked on at once, across all
 * visitors. A slot is taken when the request arrives and given back when its work ends, not
 * when its client leaves: a client that sends its photos and hangs up cannot free its slot
 * while the server is still decoding them.
 */
import { createHash } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { leadLimits, photoLimits } from '../../lib/lead-rules.ts';
import { photoBytes, PhotoRefused } from '../domain/photos.ts';

/** The multipart limits of a lead: its fields (a handful, the message the longest) and its photos. */
export const leadPartLimits = {
  fields: 24,
  fieldSize: leadLimits.message * 4,
  files: photoLimits.count,
  fileSize: photoBytes,
  parts: 24 + photoLimits.count,
};

export interface LeadUpload {
  /** The form's fields; one sent twice is a list, which no field of a lead accepts. */
  fields: Record<string, unknown>;
  /** The photos' files, in the order sent, without the empty ones and repeats. */
  photos: string[];
  /** Removes the photos' folder. */
  remove(): Promise<void>;
}

/** A file where a typed field belongs (a name, a phone): no lead's field, refused by the schema. */
const fileInField = Symbol('a file');

/** Reads a multipart lead; throws PhotoRefused, or the parser's error for a broken or cut body. */
export async function readLeadUpload(request: FastifyRequest): Promise<LeadUpload> {
  const fields: Record<string, unknown> = {};
  const photos: string[] = [];
  const seen = new Set<string>();
  let files = 0;
  let folder: string | undefined;
  const remove = async () => {
    if (folder) await rm(folder, { recursive: true, force: true });
  };
  try {
    for await (const part of request.parts({ limits: leadPartLimits })) {
      if (part.type === 'field') {
        const before = fields[part.fieldname];
        fields[part.fieldname] = before === undefined ? part.value : [before, part.value].flat();
        continue;
      }
      if (part.fieldname !== 'photos') {
        part.file.resume();
        fields[part.fieldname] = fileInField;
        continue;
      }
      folder ??= await mkdtemp(join(tmpdir(), 'northpaw-photos-'));
      const path = join(folder, String(files++));
      const hash = createHash('sha256');
      let bytes = 0;
      const digest = new Transform({
        transform(chunk: Buffer, _encoding, done) {
          hash.update(chunk);
          bytes += chunk.length;
          done(null, chunk);
        },
      });
      await pipeline(part.file, digest, createWriteStream(path, { mode: 0o600 }));
      if (part.file.truncated) throw new PhotoRefused('photoTooLarge');
      const sum = hash.digest('base64url');
      // An empty file input still sends a part with no bytes, which is no photo.
      if (bytes === 0 || seen.has(sum)) {
        await rm(path, { force: true });
        continue;
      }
      seen.add(sum);
      photos.push(path);
    }
  } catch (error) {
    await remove();
    throw error;
  }
  return { fields, photos, remove };
}

/** Multipart leads read or worked on at once: each may hold photoLimits.count files and a decoding turn. */
export const MAX_UPLOADS = 12;

export interface UploadSlot {
  /** The handler has begun the lead's work: from now on only its end gives the slot back. */
  working: boolean;
  release(): void;
}

export type UploadSlots = ReturnType<typeof uploadSlots>;

/**
 * Upload slots for one server. `take` answers 503 when all are taken, else holds one for the
 * request until `release`, or until the answer ends if the handler never began (a 429, a 403).
 */
export function uploadSlots(max = MAX_UPLOADS) {
  let taken = 0;
  const slots = new WeakMap<FastifyRequest, UploadSlot>();
  return {
    get taken() {
      return taken;
    },
    take(request: FastifyRequest, reply: FastifyReply): boolean {
      if (taken >= max) return false;
      taken++;
      let held = true;
      const slot: UploadSlot = {
        working: false,
        release: () => {
          if (held) taken--;
          held = false;
        },
      };
      slots.set(request, slot);
      reply.raw.once('close', () => {
        if (!slot.working) slot.release();
      });
      return true;
    },
    of: (request: FastifyRequest) => slots.get(request),
  };
}
