import type { HomeownerRequestCreate, RequestType } from '../api/community-types';
import { isRequestType } from './requests';
import type { NewRequestSearch } from './search';

export {
  DESCRIPTION_MAX_LENGTH,
  parseNewRequestSearch,
  SUBJECT_MAX_LENGTH,
  type NewRequestSearch,
} from './search';

/** The general request form's data (forms/general-request.schema.json). */
export interface GeneralRequestFormData {
  type?: RequestType;
  subject?: string;
  description?: string;
}

export type NewRequestForm = 'general' | 'reservation' | 'arc';

/** What the general form starts with, from the URL. */
export function prefillOf(search: NewRequestSearch): GeneralRequestFormData {
  const data: GeneralRequestFormData = {};
  if (search.subject) data.subject = search.subject;
  if (search.description) data.description = search.description;
  return data;
}

/**
 * The contract's multipart body for a validated form, with the selected association and property
 * and the accepted files; null when the form is not complete (the schema already refused it).
 */
export function toRequestCreate(
  form: GeneralRequestFormData,
  context: { associationId: number; propertyId: number; files: readonly File[] },
): HomeownerRequestCreate | null {
  const subject = form.subject?.trim() ?? '';
  const description = form.description?.trim() ?? '';
  if (!subject || !description) return null;
  const data: HomeownerRequestCreate = {
    type: isRequestType(form.type) ? form.type : 'general',
    subject,
    description,
    associationId: context.associationId,
    propertyId: context.propertyId,
  };
  if (context.files.length > 0) data.files = [...context.files];
  return data;
}
