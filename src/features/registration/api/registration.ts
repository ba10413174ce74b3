export {
  useRegisterHomeowner,
  useRegisterHomeownerWithKey,
  useRequestAccount,
} from '@generated/users/hooks/registration/registration';
export type {
  AccountAccessRequest,
  AccountAccessRequestReceipt,
  AccountNumberRegistrationRequest,
  RegistrationKeyRegistrationRequest,
  RegistrationResult,
  RegistrationResultStatus,
} from '@generated/users/model';
