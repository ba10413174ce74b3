import { describe, expect, it } from 'vitest';
import uiJson from '../../../../forms/preferences.ui.json';
import { formUiSchema } from '@/components/schema-form';
import type { HomeownerPreferences } from '../api/profile-api';
import {
  preferencesFormData,
  preferencesPatch,
  preferencesUiSchema,
  type PreferencesFormData,
} from './preferences-form';

// The demo preferences (Jordan is a board member).
const demo: HomeownerPreferences = {
  sendPaymentConfirmationEmail: true,
  receivePaymentRemindersByText: true,
  directoryVisibility: {
    homeowner: { showName: true, showPhone: true, showEmail: true, showMailingAddress: true },
    boardMember: {
      showName: true,
      showPhone: true,
      showEmail: true,
      showMailingAddress: false,
      showTitle: true,
    },
  },
};
const homeownerOnly: HomeownerPreferences = {
  sendPaymentConfirmationEmail: true,
  receivePaymentRemindersByText: false,
  directoryVisibility: {
    homeowner: { showName: true, showPhone: false, showEmail: false, showMailingAddress: false },
  },
};

describe('preferences', () => {
  it('shows the board-member set to board members only', () => {
    const ui = formUiSchema<PreferencesFormData>(uiJson);
    expect(preferencesUiSchema(ui, true)).toBe(ui);
    const homeownerUi = preferencesUiSchema(ui, false);
    const directory = homeownerUi.directoryVisibility as Record<string, Record<string, unknown>>;
    expect(directory.boardMember?.['ui:widget']).toBe('hidden');
    expect(directory.boardMember?.['ui:order']).toEqual(
      (ui.directoryVisibility as Record<string, Record<string, unknown>>).boardMember?.['ui:order'],
    );
    expect(directory.homeowner?.['ui:widget']).toBeUndefined();
    expect(preferencesFormData(demo, false).directoryVisibility.boardMember).toBeUndefined();
  });

  it('starts a board member without a saved board set with nothing shown', () => {
    expect(preferencesFormData(homeownerOnly, true).directoryVisibility.boardMember).toEqual({
      showName: false,
      showPhone: false,
      showEmail: false,
      showMailingAddress: false,
      showTitle: false,
    });
  });

  it('sends only what changed, field by field, and nothing when nothing did', () => {
    const form = preferencesFormData(demo, true);
    expect(preferencesPatch(demo, form, true)).toBeNull();
    const changed = structuredClone(form);
    changed.receivePaymentRemindersByText = false;
    changed.directoryVisibility.homeowner.showPhone = false;
    changed.directoryVisibility.boardMember!.showMailingAddress = true;
    expect(preferencesPatch(demo, changed, true)).toEqual({
      receivePaymentRemindersByText: false,
      directoryVisibility: {
        homeowner: { showPhone: false },
        boardMember: { showMailingAddress: true },
      },
    });
  });

  it('never sends a board set for someone who is not a board member', () => {
    const form = preferencesFormData(homeownerOnly, false);
    form.directoryVisibility.homeowner.showEmail = true;
    expect(preferencesPatch(homeownerOnly, form, false)).toEqual({
      directoryVisibility: { homeowner: { showEmail: true } },
    });
  });
});
