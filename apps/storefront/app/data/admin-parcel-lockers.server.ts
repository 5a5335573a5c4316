import {
  carrierCodeSchema,
  type AdminParcelLockerImportReport,
  type AdminParcelLockerList,
  type ParcelLockerCount,
  type ValidationError,
} from '@shop/contracts';
import { isApiError } from '~/lib/api/api-error.ts';
import type { AdminRawCaller } from './admin-product-api.server.ts';
import { apiMessage, type AdminSession } from './admin-session.server.ts';

/*
 * The parcel-locker import screen (issue 22, docs/adr/0062-delivery-and-loyalty-settings.md): each carrier's
 * enabled and disabled lockers, and a carrier's list replaced from a CSV or JSON file: "Check" asks the API
 * for the dry-run report (nothing written), "Apply" sends exactly the checked text again with mode=apply,
 * which writes all of it in one transaction or nothing.
 */

const BASE = '/shipping-methods/parcel-lockers';

export interface ParcelLockersScreen {
  counts: ParcelLockerCount[];
}

export async function loadParcelLockersScreen(session: AdminSession): Promise<ParcelLockersScreen> {
  // Only the counts are shown: one locker is the smallest page the list answers.
  const list = await session.api.get<AdminParcelLockerList>(BASE, { itemsPerPage: 1 });
  return { counts: list.counts };
}

export interface ParcelLockersActionResult {
  ok: boolean;
  carrier: string;
  report: AdminParcelLockerImportReport | null;
  /** The checked file's text, sent again by "Apply" (no second upload); empty once applied. */
  content: string;
  fileName: string;
  /** A field's problem (carrier, file) or the whole form's; API texts or "chooseFile". */
  errors: Record<string, string>;
  message: string | null;
}

const text = (form: FormData, name: string) => {
  const value = form.get(name);
  return typeof value === 'string' ? value : '';
};

async function send(
  raw: AdminRawCaller,
  carrier: string,
  mode: 'check' | 'apply',
  content: string,
  fileName: string,
): Promise<AdminParcelLockerImportReport> {
  const body = new FormData();
  const type = fileName.toLowerCase().endsWith('.json') ? 'application/json' : 'text/csv';
  body.append('file', new Blob([content], { type }), fileName);
  const query = new URLSearchParams({ carrier, mode });
  return raw.send<AdminParcelLockerImportReport>('POST', `${BASE}/import?${query}`, body);
}

/** "check" (the default) or "apply" of a carrier's file, the file chosen now or the checked text kept. */
export async function parcelLockersAction(
  raw: AdminRawCaller,
  form: FormData,
): Promise<ParcelLockersActionResult> {
  const carrier = text(form, 'carrier').trim();
  const mode = text(form, 'intent') === 'apply' ? 'apply' : 'check';
  const file = form.get('file');
  let content = text(form, 'content');
  let fileName = text(form, 'fileName') || 'lockers.csv';
  if (file instanceof File && file.size > 0) {
    content = await file.text();
    fileName = file.name || fileName;
  }
  const answer = (fields: Partial<ParcelLockersActionResult>): ParcelLockersActionResult => ({
    ok: false,
    carrier,
    report: null,
    content,
    fileName,
    errors: {},
    message: null,
    ...fields,
  });
  // The carrier travels in the address, where the API answers a bad one with a bare 400: named here instead.
  const errors: Record<string, string> = {};
  const checked = carrierCodeSchema.safeParse(carrier);
  if (!checked.success) errors.carrier = checked.error.issues[0]?.message ?? '';
  if (!content) errors.file = 'chooseFile';
  if (Object.keys(errors).length > 0) return answer({ errors });
  try {
    const report = await send(raw, carrier, mode, content, fileName);
    // The text is kept only for "Apply" after a clean check (it travels in the page: up to 2 MB).
    const keep = report.valid && report.mode === 'check';
    return answer({ ok: report.valid, report, content: keep ? content : '' });
  } catch (error) {
    if (!isApiError(error) || error.status === null) throw error;
    const data = (error.data ?? {}) as Partial<ValidationError>;
    if (error.status === 422 && Array.isArray(data.violations)) {
      const errors: Record<string, string> = {};
      for (const violation of data.violations) {
        const field = violation.propertyPath.split('.')[0] ?? '';
        if (field === 'carrier' || field === 'file') errors[field] ??= violation.message;
      }
      if (Object.keys(errors).length > 0 || mode === 'check') {
        return answer({ errors, message: errors.carrier || errors.file ? null : apiMessage(error) });
      }
      // Applying found a problem the check had not (someone changed lockers meanwhile): check again.
      const report = await send(raw, carrier, 'check', content, fileName);
      return answer({ report, content: report.valid ? content : '' });
    }
    if ([400, 404, 409, 413].includes(error.status)) return answer({ message: apiMessage(error) });
    throw error;
  }
}
