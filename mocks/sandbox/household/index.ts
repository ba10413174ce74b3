// The sandbox's domain of households (an extension, issue 52): co-owners and family members who
// share a homeowner's account through an emailed invitation.
import type { operations } from '../../../generated/users/schema.d.ts';
import { DEMO_PASSWORD } from '../demo.ts';
import { serviceHandlers, type Domain, type SeedContext } from '../domain.ts';
import { DEMO_PEOPLE } from '../profile/demo-people.ts';
import { addMember, householdHandlers, sendInvitation } from './handlers.ts';
import { householdMigrations } from './tables.ts';

/** The one-time code of the contract's invitation example (Alex, invited by Jordan). */
export const DEMO_INVITATION_CODE = 'hh-2f7c9e41-demo';

/** Sam Rivera, Jordan's co-owner in the contract's household example, signs in as a demo user. */
export const DEMO_CO_OWNER = { id: 1601, email: 'sam.rivera@example.com' } as const;

async function seedHousehold(context: SeedContext) {
  const { trx, now } = context;
  const household = context.example('users', 'getHousehold', 'demo') as unknown as {
    members: { name: string; email: string; role: 'coOwner' | 'family'; joinedAt: string }[];
    invitations: { email: string; role: 'coOwner' | 'family' }[];
  };
  const [sam] = household.members;
  if (sam) {
    const [firstName = '', lastName = ''] = sam.name.split(' ');
    await addMember(trx, {
      id: DEMO_CO_OWNER.id,
      accountUserId: DEMO_PEOPLE.jordan.id,
      role: sam.role,
      email: sam.email,
      password: DEMO_PASSWORD,
      firstName,
      lastName,
      security: context.example('users', 'getSecurity', 'homeownerOnly'),
      now: new Date(sam.joinedAt),
    });
  }
  const [alex] = household.invitations;
  if (alex)
    await sendInvitation(
      trx,
      { accountUserId: DEMO_PEOPLE.jordan.id, email: alex.email, role: alex.role, now },
      DEMO_INVITATION_CODE,
    );
}

export const household: Domain = {
  migrations: householdMigrations,
  seed: seedHousehold,
  handlers: { users: serviceHandlers<operations>(householdHandlers) },
  // Members' user ids come after the story's, the registrations' (1100…) and Sam's.
  idFloors: { household_members: 1700, household_invitations: 9200 },
};
