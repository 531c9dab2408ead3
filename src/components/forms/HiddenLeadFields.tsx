/**
 * The fields every lead form posts besides what the visitor types: the kind, the page, the
 * form's token (filled in by the page's own code once it is shown, src/lib/form-token-field.ts),
 * and the honeypot people never see.
 */
import { formTokenField } from '../../lib/form-token-field.ts';
import type { LeadKind } from '../../lib/lead-rules.ts';

/** `label`: the honeypot's label, in the form's language like every other label. */
export function HiddenLeadFields({ kind, page, label }: { kind: LeadKind; page: string; label: string }) {
  return (
    <>
      <input type="hidden" name="kind" value={kind} />
      <input type="hidden" name="page" value={page} />
      <input type="hidden" name={formTokenField} value="" />
      <div aria-hidden="true" className="absolute -left-[9999px] h-px w-px overflow-hidden">
        <label>
          {label}
          <input type="text" name="website" tabIndex={-1} autoComplete="off" defaultValue="" />
        </label>
      </div>
    </>
  );
}
