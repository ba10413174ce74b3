// Made by `npm run generate` from forms/*.schema.json (scripts/generate-forms.ts). Never edit by hand.
import type { ValidatorFunctions } from '@rjsf/validator-ajv8';

/** The precompiled validators of each form, by the hash of its schema (`hashForSchema` of @rjsf/utils). */
export const formValidators: Readonly<
  Record<string, { form: string; load: () => Promise<{ default: ValidatorFunctions }> }>
> = {
  '-2f6bda44': { form: 'address', load: () => import('./address.js') },
  '721ff1c0': { form: 'contact', load: () => import('./contact.js') },
  aeddfab: { form: 'create-account', load: () => import('./create-account.js') },
  '496afec7': { form: 'general-request', load: () => import('./general-request.js') },
  '-37f9b0e0': { form: 'legacy-auto-draft', load: () => import('./legacy-auto-draft.js') },
  '-257a1464': { form: 'login-info', load: () => import('./login-info.js') },
  '-7904c9bc': { form: 'preferences', load: () => import('./preferences.js') },
  '-39d3377b': { form: 'request-account', load: () => import('./request-account.js') },
  '1d879235': { form: 'reservation-request', load: () => import('./reservation-request.js') },
};
