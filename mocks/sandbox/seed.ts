// The demo community of docs/contracts.md as rows. Jordan's story is read from the contracts' own
// first examples (one source for the story: what Prism serves is what the sandbox starts from);
// the people the examples do not have (Priya Shah, a board member who owns nothing here, a
// management-company user) are written here. Every date moves with today (clock.ts).
import type { Insertable, Transaction } from 'kysely';
import { daysBetween, dayInZone, shiftDates, STORY_DAY } from './clock.ts';
import { exampleOf, type Contract, type ServiceName } from './contracts.ts';
import { DEMO_PASSWORD } from './demo.ts';
import type { SeedContext } from './domain.ts';
import { DOMAINS } from './domains.ts';
import { documentPdf, frontElevationJpeg, swatchPng } from './files.ts';
import { GOVERNING_DOCUMENTS, paragraphsOf } from './governing-documents.ts';
import { bannerOf, logoOf } from './images.ts';
import type { Database, FileTable, MethodSummary, PaymentOptionsRecord } from './schema.ts';
import { hashPassword } from './services/users.ts';

export const DEMO_USERS = {
  jordan: { id: 1001, email: 'jordan.rivera@example.com' },
  priya: { id: 1002, email: 'priya.shah@example.com' },
  marcus: { id: 1003, email: 'marcus.chen@example.com' },
  dana: { id: 1004, email: 'dana.whitfield@harborview.example' },
} as const;

/** The demo's express checkout link (docs/contracts.md): pays Jordan's Maple Grove assessments. */
export const DEMO_LINK = { id: 7001, link: 'a1b2c3d4', strategy: 'card' } as const;

type Rec = Record<string, unknown>;
type Contracts = ReadonlyMap<ServiceName, Contract>;

function contractOf(contracts: Contracts, service: ServiceName): Contract {
  const contract = contracts.get(service);
  if (!contract) throw new Error(`contract ${service} not loaded`);
  return contract;
}

function summaryOf(method: Rec): MethodSummary {
  const { id, type, brand, bankType, bankName, last4, nickname } = method;
  return JSON.parse(
    JSON.stringify({ id, type, brand, bankType, bankName, last4, nickname }),
  ) as MethodSummary;
}

export async function seed(trx: Transaction<Database>, contracts: Contracts, now: Date) {
  const days = daysBetween(STORY_DAY, dayInZone(now));
  const users = contractOf(contracts, 'users');
  const money = contractOf(contracts, 'connect-payments');
  const moved = <T>(value: T): T => shiftDates(value, days);
  const example = (contract: Contract, operationId: string, name?: string, status = 200) =>
    moved(exampleOf(contract, operationId, status, name)) as Rec & Rec[];
  const domainContext: SeedContext = {
    trx,
    now,
    days,
    moved,
    example: (service, operationId, name, status) =>
      example(contractOf(contracts, service), operationId, name, status),
  };

  await trx
    .insertInto('meta')
    .values([
      { key: 'seededAt', value: now.toISOString() },
      { key: 'storyDays', value: String(days) },
    ])
    .execute();

  // People.
  const jordanProfile = example(users, 'getUserById', 'demo');
  const jordanHomeowner = example(users, 'getHomeowner', 'demo');
  const homeSettings = example(users, 'getHomeSettings', 'demo');
  const password = hashPassword(DEMO_PASSWORD);
  const person = (id: number, first: string, last: string, email: string, phone?: string) => ({
    userId: id,
    userName: email.split('@')[0] ?? email,
    email,
    firstName: first,
    lastName: last,
    ...(phone ? { phone } : {}),
    customer: 'DEMO',
    isMimic: false,
  });
  const contact = (contactId: number, email: string) => ({
    contactId,
    type: 'email',
    label: 'Personal email',
    value: email,
    isPrimary: true,
    communicationPreference: 'email',
  });
  await trx
    .insertInto('users')
    .values([
      {
        id: DEMO_USERS.jordan.id,
        email: DEMO_USERS.jordan.email,
        password_hash: password,
        kind: 'homeowner',
        profile: JSON.stringify(jordanProfile),
        security: JSON.stringify(example(users, 'getSecurity', 'demo')),
        homeowner: JSON.stringify(jordanHomeowner),
      },
      {
        id: DEMO_USERS.priya.id,
        email: DEMO_USERS.priya.email,
        password_hash: password,
        kind: 'homeowner',
        profile: JSON.stringify(
          person(DEMO_USERS.priya.id, 'Priya', 'Shah', DEMO_USERS.priya.email, '(555) 318-7710'),
        ),
        security: JSON.stringify(example(users, 'getSecurity', 'homeownerOnly')),
        homeowner: JSON.stringify({
          homeownerId: DEMO_USERS.priya.id,
          ownerIds: [5007],
          firstName: 'Priya',
          lastName: 'Shah',
          name: 'Priya Shah',
          userName: 'priya.shah',
          email: DEMO_USERS.priya.email,
          contacts: [contact(17101, DEMO_USERS.priya.email)],
          addresses: [
            {
              addressId: 18101,
              label: 'Home',
              street: '18 Maple Court',
              street2: '',
              city: 'Springfield',
              state: 'IL',
              zip: '62704',
              country: 'United States',
              isInternational: false,
              isPrimary: true,
            },
          ],
        }),
      },
      {
        id: DEMO_USERS.marcus.id,
        email: DEMO_USERS.marcus.email,
        password_hash: password,
        kind: 'board',
        profile: JSON.stringify(
          person(DEMO_USERS.marcus.id, 'Marcus', 'Chen', DEMO_USERS.marcus.email, '(555) 318-1022'),
        ),
        security: JSON.stringify({
          securities: ['boardMember', 'arcVote'],
          boardAssociationIds: [101],
          arcChairAssociationIds: [],
          roles: ['boardMember'],
        }),
        homeowner: null,
      },
      {
        id: DEMO_USERS.dana.id,
        email: DEMO_USERS.dana.email,
        password_hash: password,
        kind: 'staff',
        profile: JSON.stringify(
          person(DEMO_USERS.dana.id, 'Dana', 'Whitfield', DEMO_USERS.dana.email, '(555) 201-0142'),
        ),
        security: JSON.stringify(example(users, 'getSecurity', 'managementCompany')),
        homeowner: null,
      },
    ])
    .execute();
  await trx
    .insertInto('owners')
    .values([
      { id: 5001, user_id: DEMO_USERS.jordan.id },
      { id: 5003, user_id: DEMO_USERS.jordan.id },
      { id: 5007, user_id: DEMO_USERS.priya.id },
    ])
    .execute();

  // Associations and properties, from the home settings' tree.
  const mapleOptions = example(
    money,
    'getPaymentOptions',
    'mapleGrove',
  ) as unknown as PaymentOptionsRecord;
  const associations = homeSettings.associations as Rec[];
  for (const [index, association] of associations.entries()) {
    const id = Number(association.id);
    const { properties: _properties, ...story } = association;
    const settings = {
      ...story,
      logoUrl: logoOf(String(association.name), index),
      bannerUrl: bannerOf(String(association.name), index),
    };
    await trx
      .insertInto('associations')
      .values({
        id,
        name: String(association.name),
        auto_draft_type: association.autoDraftType === 'legacy' ? 'legacy' : 'standard',
        settings: JSON.stringify(settings),
        payment_options: JSON.stringify({
          ...mapleOptions,
          associationId: id,
          associationName: String(association.name),
        }),
      })
      .execute();
  }
  const properties = associations.flatMap((a) => (a.properties as Rec[] | undefined) ?? []);
  const priyaProperty = {
    propertyId: 2007,
    ownerId: 5007,
    accountNumber: 'MG-1018',
    associationId: 101,
    associationName: 'Maple Grove HOA',
    autoDraftType: 'standard',
    address: {
      address1: '18 Maple Court',
      address2: '',
      city: 'Springfield',
      stateProvince: 'IL',
      postalCode: '62704',
    },
  };
  for (const property of [...properties, priyaProperty])
    await trx
      .insertInto('properties')
      .values({
        id: Number(property.propertyId),
        owner_id: Number(property.ownerId),
        association_id: Number(property.associationId),
        account_number: String(property.accountNumber),
        record: JSON.stringify(property),
      })
      .execute();

  // Accounts, with their ledgers and upcoming charges.
  const accounts = example(money, 'listAccounts', 'allAccounts');
  const priyaAccount = {
    subLedgerId: 3007,
    ownerId: 5007,
    propertyId: 2007,
    accountNumber: 'MG-1018',
    associationId: 101,
    name: 'Assessments',
    ledgerType: 'none',
    balance: 45000,
    isBlocked: false,
    portalEnabled: true,
  };
  for (const account of [...accounts, priyaAccount])
    await trx
      .insertInto('sub_ledgers')
      .values({
        id: Number(account.subLedgerId),
        owner_id: Number(account.ownerId),
        property_id: Number(account.propertyId),
        account_number: String(account.accountNumber),
        association_id: Number(account.associationId),
        name: String(account.name),
        ledger_type: account.ledgerType as 'none',
        balance: Number(account.balance),
        is_blocked: account.isBlocked === true,
        portal_enabled: account.portalEnabled !== false,
        is_sub_ledger: (account as Rec).autoDraftIneligibleReason === 'subLedger',
      })
      .execute();
  const ledgers: [number, Rec[]][] = [
    [3001, example(money, 'listLedgerEntries', 'mapleGroveAssessments')],
    [3004, example(money, 'listLedgerEntries', 'condoDues')],
    [
      3002,
      [
        {
          date: moved('2026-06-01'),
          description: 'Special assessment 2026 – roof replacement',
          type: 'charge',
          chargeType: 'assessment',
          amount: 120000,
          runningBalance: 120000,
          reference: 'CHG-2026-SA-3002',
        },
      ],
    ],
    [
      3007,
      [
        {
          date: moved('2026-11-15'),
          description: 'December 2026 assessment',
          type: 'charge',
          chargeType: 'assessment',
          amount: 45000,
          runningBalance: 45000,
          reference: 'CHG-2026-12-3007',
        },
      ],
    ],
  ];
  for (const [subLedgerId, entries] of ledgers)
    for (const entry of [...entries].reverse())
      await trx
        .insertInto('ledger_entries')
        .values({
          ...(entry.id === undefined ? {} : { id: Number(entry.id) }),
          sub_ledger_id: subLedgerId,
          date: String(entry.date),
          description: String(entry.description),
          type: entry.type as 'charge',
          charge_type: (entry.chargeType as 'assessment' | undefined) ?? null,
          amount: Number(entry.amount),
          running_balance: Number(entry.runningBalance),
          reference: (entry.reference as string | undefined) ?? null,
        })
        .execute();
  const charges = example(money, 'listCharges', 'upcomingCharges');
  await trx
    .insertInto('charges')
    .values([
      ...charges.map((charge) => ({
        id: Number(charge.id),
        sub_ledger_id: Number(charge.subLedgerId),
        description: String(charge.description),
        charge_type: charge.chargeType as 'assessment',
        amount: Number(charge.amount),
        due_date: String(charge.dueDate),
      })),
      {
        id: 14007,
        sub_ledger_id: 3007,
        description: 'December 2026 assessment',
        charge_type: 'assessment' as const,
        amount: 45000,
        due_date: moved('2026-12-01'),
      },
    ])
    .execute();

  // Jordan's saved methods, and Priya's card.
  const methods = (
    example(money, 'listPaymentMethods', 'savedMethods').paymentMethods as Rec[]
  ).map((method) => ({
    id: Number(method.id),
    user_id: DEMO_USERS.jordan.id,
    type: method.type as 'creditCard',
    brand: (method.brand as 'visa' | undefined) ?? null,
    bank_type: (method.bankType as 'checking' | undefined) ?? null,
    bank_name: (method.bankName as string | undefined) ?? null,
    last4: String(method.last4),
    exp_month: (method.expMonth as number | undefined) ?? null,
    exp_year: (method.expYear as number | undefined) ?? null,
    nickname: (method.nickname as string | undefined) ?? null,
    is_default: method.isDefault === true,
    is_active: method.isActive !== false,
  }));
  await trx
    .insertInto('payment_methods')
    .values([
      ...methods,
      {
        id: 4011,
        user_id: DEMO_USERS.priya.id,
        type: 'creditCard',
        brand: 'visa',
        bank_type: null,
        bank_name: null,
        last4: '1881',
        exp_month: 8,
        exp_year: 2030,
        nickname: 'Visa ••1881',
        is_default: true,
        is_active: true,
      },
    ])
    .execute();

  // Payments made, scheduled and recurring; the auto-draft enrolment.
  for (const payment of example(money, 'listPayments', 'recentPayments'))
    await trx
      .insertInto('payments')
      .values({
        id: Number(payment.id),
        setup_id: null,
        sub_ledger_id: Number(payment.subLedgerId),
        owner_id: Number(payment.ownerId),
        amount: Number(payment.amount),
        fee: Number(payment.fee),
        convenience_fee: Number(payment.fee),
        large_amount_fee: 0,
        method: JSON.stringify(summaryOf(payment.paymentMethod as Rec)),
        payment_type: payment.paymentType as 'oneTime',
        recurring_payment_id: (payment.recurringPaymentId as number | undefined) ?? null,
        status: payment.status as 'pending',
        submitted_at: String(payment.submittedAt),
        scheduled_date: String(payment.scheduledDate),
        confirmation_number: String(payment.confirmationNumber),
        notes: (payment.notes as string | undefined) ?? null,
        settles_at: null,
        channel: 'portal',
        receipt_email: null,
      })
      .execute();
  for (const future of example(money, 'listFuturePayments', 'scheduled'))
    await trx
      .insertInto('future_payments')
      .values({
        id: Number(future.id),
        sub_ledger_id: Number(future.subLedgerId),
        owner_id: Number(future.ownerId),
        amount: Number(future.amount),
        payment_method_id: Number(future.paymentMethodId),
        scheduled_date: String(future.scheduledDate),
        notes: (future.notes as string | undefined) ?? null,
        status: 'scheduled',
        created_at: String(future.createdAt),
      })
      .execute();
  for (const recurring of example(money, 'listRecurringPayments', 'recurring'))
    await trx
      .insertInto('recurring_payments')
      .values({
        id: Number(recurring.id),
        sub_ledger_id: Number(recurring.subLedgerId),
        owner_id: Number(recurring.ownerId),
        amount: Number(recurring.amount),
        payment_method_id: Number(recurring.paymentMethodId),
        interval: recurring.interval as 'monthly',
        start_date: String(recurring.startDate),
        next_payment_date: String(recurring.nextPaymentDate),
        end_date: (recurring.endDate as string | undefined) ?? null,
        notes: null,
        status: 'active',
        created_at: String(recurring.createdAt),
      })
      .execute();
  for (const enrolment of example(money, 'listAutoDraftEnrollments', 'enrolled'))
    await trx
      .insertInto('auto_drafts')
      .values({
        id: Number(enrolment.id),
        owner_id: Number(enrolment.ownerId),
        sub_ledger_id: Number(enrolment.subLedgerId),
        payment_method_id: Number(enrolment.paymentMethodId),
        start_date: String(enrolment.startDate),
        amount_type: enrolment.amountType as 'full',
        fixed_amount: (enrolment.fixedAmount as number | undefined) ?? null,
        status: 'active',
        created_at: String(enrolment.createdAt),
      })
      .execute();

  await seedFiles(trx);

  // The express checkout link of the story, valid for a month from today.
  await trx
    .insertInto('checkout_links')
    .values({
      id: DEMO_LINK.id,
      link: DEMO_LINK.link,
      strategy: DEMO_LINK.strategy,
      owner_id: 5001,
      sub_ledger_id: 3001,
      expires_at: new Date(now.getTime() + 30 * 86_400_000).toISOString(),
      payment_id: null,
    })
    .execute();

  for (const domain of DOMAINS) await domain.seed?.(domainContext);
}

/** The association's documents and ARC request 6001's attachments, as the contracts list them. */
async function seedFiles(trx: Transaction<Database>) {
  await trx
    .insertInto('files')
    .values(await demoFiles())
    .execute();
}

// The same bytes for every tenant: made once per process (a JPEG takes a while in plain JS).
let made: Promise<Insertable<FileTable>[]> | undefined;
function demoFiles(): Promise<Insertable<FileTable>[]> {
  made ??= makeDemoFiles();
  return made;
}

async function makeDemoFiles(): Promise<Insertable<FileTable>[]> {
  const rows = [
    ...(await Promise.all(
      GOVERNING_DOCUMENTS.map(async (document) => ({
        key: `document:${String(document.id)}`,
        file_name: document.fileName,
        content_type: 'application/pdf',
        bytes: await documentPdf(document.title, paragraphsOf(document)),
      })),
    )),
    {
      key: 'attachment:6201',
      file_name: 'front-elevation.jpg',
      content_type: 'image/jpeg',
      bytes: frontElevationJpeg(),
    },
    {
      key: 'attachment:6202',
      file_name: 'sage-green-swatch.png',
      content_type: 'image/png',
      bytes: swatchPng(),
    },
    {
      key: 'attachment:6203',
      file_name: 'paint-product-sheet.pdf',
      content_type: 'application/pdf',
      bytes: await documentPdf('Exterior paint - Sage Green', [
        'Product sheet: 100% acrylic exterior latex, satin finish, color Sage Green (SW 2851).',
        'Coverage 350-400 sq ft per gallon; two coats over primed siding; recoat after 4 hours.',
      ]),
    },
  ];
  return rows;
}

/**
 * The platform's tables whose ids the database makes, with where new ids start: above every id of
 * the story (new payments are 9xxx like the story's), so the next id comes after the seed's.
 */
const PLATFORM_ID_FLOORS = {
  ledger_entries: 51000,
  charges: 14100,
  payment_methods: 4100,
  setups: 9500,
  payments: 9100,
  future_payments: 8110,
  recurring_payments: 8010,
  auto_drafts: 8210,
  legacy_enrollments: 1,
  checkout_links: 7100,
} satisfies Partial<Record<keyof Database, number>>;

/** Every table whose ids the database makes, with where its new ids start. */
export const ID_FLOORS: Readonly<Record<string, number>> = Object.fromEntries([
  ...Object.entries(PLATFORM_ID_FLOORS),
  ...DOMAINS.flatMap((domain) => Object.entries(domain.idFloors ?? {})),
]);
