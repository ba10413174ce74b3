// The ARC application's rules the portal keeps (issue 52 item 1): what a complete application is,
// and how its status and decision read. The sandbox keeps the same rules (mocks/sandbox/arc).
import { isApiError } from '@/lib/api/api-error';
import type { ArcApplicationStatus, ArcProjectType } from '../api/arc-applications-api';

/** The project types in the order the form offers them (the contract's ArcProjectType). */
export const PROJECT_TYPES: readonly ArcProjectType[] = [
  'fence',
  'exteriorPaint',
  'roof',
  'solar',
  'landscaping',
  'addition',
  'other',
];

export const APPLICATION_STATUSES: readonly ArcApplicationStatus[] = [
  'submitted',
  'underReview',
  'approved',
  'approvedWithConditions',
  'declined',
  'withdrawn',
];

/** The contract's limits (ArcApplicationCreate). */
export const DESCRIPTION_MAX_LENGTH = 4000;
export const CONTRACTOR_MAX_LENGTH = 200;

/** What the person has typed and picked so far; nothing here is lost on a refusal. */
export interface ApplicationForm {
  projectType: ArcProjectType | null;
  description: string;
  plannedStartDate: string;
  plannedEndDate: string;
  contractor: string;
}

export const EMPTY_FORM: ApplicationForm = {
  projectType: null,
  description: '',
  plannedStartDate: '',
  plannedEndDate: '',
  contractor: '',
};

export type ApplicationField = keyof ApplicationForm | 'files';

export type ApplicationProblem = 'required' | 'tooLong' | 'past' | 'beforeStart' | 'invalidDate';

export type ApplicationErrors = Partial<Record<ApplicationField, ApplicationProblem>>;

/** The fields in the order the form shows them (focus goes to the first invalid one). */
export const FIELD_ORDER: readonly ApplicationField[] = [
  'projectType',
  'description',
  'plannedStartDate',
  'plannedEndDate',
  'contractor',
  'files',
];

const DAY = /^\d{4}-\d{2}-\d{2}$/;

function isDay(value: string): boolean {
  if (!DAY.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
}

/**
 * What stops the application going to the board: a project type, a description, a planned start
 * from today on (an ARC approval comes before the work), an end not before the start, at least
 * one photo or plan. `today` is the association's calendar day.
 */
export function validateApplication(
  form: ApplicationForm,
  fileCount: number,
  today: string,
): ApplicationErrors {
  const errors: ApplicationErrors = {};
  if (!form.projectType) errors.projectType = 'required';
  const description = form.description.trim();
  if (!description) errors.description = 'required';
  else if (description.length > DESCRIPTION_MAX_LENGTH) errors.description = 'tooLong';
  const start = form.plannedStartDate.trim();
  if (!start) errors.plannedStartDate = 'required';
  else if (!isDay(start)) errors.plannedStartDate = 'invalidDate';
  else if (start < today) errors.plannedStartDate = 'past';
  const end = form.plannedEndDate.trim();
  if (end && !isDay(end)) errors.plannedEndDate = 'invalidDate';
  else if (end && isDay(start) && end < start) errors.plannedEndDate = 'beforeStart';
  if (form.contractor.trim().length > CONTRACTOR_MAX_LENGTH) errors.contractor = 'tooLong';
  if (fileCount === 0) errors.files = 'required';
  return errors;
}

export function firstInvalid(errors: ApplicationErrors): ApplicationField | undefined {
  return FIELD_ORDER.find((field) => errors[field] !== undefined);
}

/** The service's 422 words by field, for the fields the form shows (anything else is general). */
export function serviceFieldErrors(error: unknown): Partial<Record<ApplicationField, string>> {
  if (!isApiError(error) || error.status !== 422) return {};
  const found: Partial<Record<ApplicationField, string>> = {};
  for (const field of FIELD_ORDER) {
    const words = error.problem?.errors?.[field]?.[0];
    if (words) found[field] = words;
  }
  return found;
}

/** The form as the contract's body takes it: trimmed, optional parts left out when empty. */
export function toDraftFields(form: ApplicationForm & { projectType: ArcProjectType }) {
  const end = form.plannedEndDate.trim();
  const contractor = form.contractor.trim();
  return {
    projectType: form.projectType,
    description: form.description.trim(),
    plannedStartDate: form.plannedStartDate.trim(),
    ...(end ? { plannedEndDate: end } : {}),
    ...(contractor ? { contractor } : {}),
  };
}

/** Statuses that are a decision (the page shows the decision block for them). */
export function isDecided(status: ArcApplicationStatus): boolean {
  return status === 'approved' || status === 'approvedWithConditions' || status === 'declined';
}

/** The conditions as the chair wrote them, one per line, for a list. */
export function conditionLines(conditions: string | null | undefined): string[] {
  return (conditions ?? '')
    .split('\n')
    .map((line) => line.replace(/^\s*(?:[-*•]|\d+[.)])\s*/, '').trim())
    .filter(Boolean);
}
