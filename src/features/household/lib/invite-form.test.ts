import { describe, expect, it } from 'vitest';
import { absoluteLink, inviteErrors, isHouseholdRole, signUpErrors } from './invite-form';

describe('the invitation form', () => {
  it('asks for an email address and a role', () => {
    expect(inviteErrors({ email: ' ', role: null })).toEqual({
      email: 'invite.errors.emailRequired',
      role: 'invite.errors.roleRequired',
    });
    expect(inviteErrors({ email: 'ravi@', role: 'family' })).toEqual({
      email: 'invite.errors.emailInvalid',
    });
    expect(inviteErrors({ email: 'ravi.shah@example.com', role: 'coOwner' })).toEqual({});
  });

  it('knows the two roles', () => {
    expect(isHouseholdRole('family')).toBe(true);
    expect(isHouseholdRole('coOwner')).toBe(true);
    expect(isHouseholdRole('owner')).toBe(false);
  });
});

describe('signing up through an invitation', () => {
  const ok = {
    firstName: 'Ravi',
    lastName: 'Shah',
    password: 'correct',
    confirmPassword: 'correct',
  };

  it('needs both names and a password of six characters, typed twice alike', () => {
    expect(signUpErrors(ok)).toEqual({});
    expect(signUpErrors({ ...ok, firstName: ' ', lastName: '' })).toEqual({
      firstName: 'join.errors.firstNameRequired',
      lastName: 'join.errors.lastNameRequired',
    });
    expect(signUpErrors({ ...ok, password: 'short', confirmPassword: 'short' })).toEqual({
      password: 'join.errors.passwordShort',
    });
    expect(signUpErrors({ ...ok, confirmPassword: 'other1' })).toEqual({
      confirmPassword: 'join.errors.passwordMismatch',
    });
  });
});

describe('the invitation link', () => {
  it('is shown on the portal address', () => {
    expect(absoluteLink('/household/join?invitation=hh-1', 'https://portal.example')).toBe(
      'https://portal.example/household/join?invitation=hh-1',
    );
  });
});
