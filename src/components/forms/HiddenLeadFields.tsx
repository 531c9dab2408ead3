/**
 * The fields every lead form posts besides what the visitor types (DESIGN §5): the kind,
 * the page, when the form was shown, and the honeypot people never see.
 */
import type { LeadKind } from '../../lib/lead-rules.ts';

export function HiddenLeadFields({ kind, page, startedAt }: { kind: LeadKind; page: string; startedAt?: number }) {
  return (
    <>
      <input type="hidden" name="kind" value={kind} />
      <input type="hidden" name="page" value={page} />
      {startedAt !== undefined && <input type="hidden" name="startedAt" value={startedAt} />}
      <div aria-hidden="true" className="absolute -left-[9999px] h-px w-px overflow-hidden">
        <label>
          Leave this field empty
          <input type="text" name="website" tabIndex={-1} autoComplete="off" defaultValue="" />
        </label>
      </div>
    </>
  );
}
