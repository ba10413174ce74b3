export * from './assistant/assistant.ts';
export * from './auth/auth.ts';
export * from './community/community.ts';
export * from './homeowner/homeowner.ts';
export * from './messages/messages.ts';
export * from './registration/registration.ts';
export * from './settings/settings.ts';
export * from './users/users.ts';
