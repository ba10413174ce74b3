import type { UiSchema } from '@rjsf/utils';
import type { HomeownerPreferences, HomeownerPreferencesPatch } from '../api/profile-api';
import { isRecord } from '@/lib/is-record';

const HOMEOWNER_FIELDS = ['showName', 'showPhone', 'showEmail', 'showMailingAddress'] as const;
const BOARD_FIELDS = [...HOMEOWNER_FIELDS, 'showTitle'] as const;
type BoardField = (typeof BOARD_FIELDS)[number];

/** What forms/preferences.schema.json holds: the preferences, the board set for board members. */
export type PreferencesFormData = HomeownerPreferences;

const noneShown = (fields: readonly BoardField[]) =>
  Object.fromEntries(fields.map((field) => [field, false]));

/** The form's starting values; a board member without a saved board set starts with nothing shown. */
export function preferencesFormData(
  preferences: HomeownerPreferences,
  isBoardMember: boolean,
): PreferencesFormData {
  const { homeowner, boardMember } = preferences.directoryVisibility;
  return {
    sendPaymentConfirmationEmail: preferences.sendPaymentConfirmationEmail,
    receivePaymentRemindersByText: preferences.receivePaymentRemindersByText,
    directoryVisibility: isBoardMember
      ? {
          homeowner: { ...homeowner },
          boardMember: {
            ...(noneShown(BOARD_FIELDS) as Required<NonNullable<typeof boardMember>>),
            ...boardMember,
          },
        }
      : { homeowner: { ...homeowner } },
  };
}

/**
 * The UI schema, with the board-member set hidden from someone who is not a board member. Hidden,
 * not dropped from the schema: the schema stays the file it is, so its precompiled validator fits
 * (src/components/schema-form/validator.ts); `preferencesPatch` sends none of that set for them.
 */
export function preferencesUiSchema(
  uiSchema: UiSchema<PreferencesFormData>,
  isBoardMember: boolean,
): UiSchema<PreferencesFormData> {
  if (isBoardMember) return uiSchema;
  const directory = isRecord(uiSchema.directoryVisibility) ? uiSchema.directoryVisibility : {};
  const boardMember = isRecord(directory.boardMember) ? directory.boardMember : {};
  return {
    ...uiSchema,
    directoryVisibility: { ...directory, boardMember: { ...boardMember, 'ui:widget': 'hidden' } },
  };
}

function changedFields<K extends string>(
  fields: readonly K[],
  before: Partial<Record<K, boolean>> | undefined,
  after: Partial<Record<K, boolean>> | undefined,
): Partial<Record<K, boolean>> | undefined {
  const patch: Partial<Record<K, boolean>> = {};
  for (const field of fields) {
    const value = after?.[field] ?? false;
    if (value !== (before?.[field] ?? false)) patch[field] = value;
  }
  return Object.keys(patch).length > 0 ? patch : undefined;
}

/** Only what changed (the contract merges nested sets field by field); null when nothing did. */
export function preferencesPatch(
  before: HomeownerPreferences,
  after: PreferencesFormData,
  isBoardMember: boolean,
): HomeownerPreferencesPatch | null {
  const patch: HomeownerPreferencesPatch = {};
  if (after.sendPaymentConfirmationEmail !== before.sendPaymentConfirmationEmail)
    patch.sendPaymentConfirmationEmail = after.sendPaymentConfirmationEmail;
  if (after.receivePaymentRemindersByText !== before.receivePaymentRemindersByText)
    patch.receivePaymentRemindersByText = after.receivePaymentRemindersByText;
  const homeowner = changedFields(
    HOMEOWNER_FIELDS,
    before.directoryVisibility.homeowner,
    after.directoryVisibility.homeowner,
  );
  const boardMember = isBoardMember
    ? changedFields(
        BOARD_FIELDS,
        before.directoryVisibility.boardMember,
        after.directoryVisibility.boardMember,
      )
    : undefined;
  if (homeowner || boardMember) {
    patch.directoryVisibility = {};
    if (homeowner) patch.directoryVisibility.homeowner = homeowner;
    if (boardMember) patch.directoryVisibility.boardMember = boardMember;
  }
  return Object.keys(patch).length > 0 ? patch : null;
}
