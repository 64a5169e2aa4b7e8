import { describe, expect, it } from 'vitest';
import { NIGERIAN_STATES } from './nigeria';
import {
  businessDetailsSchema,
  defaultBusinessDetails,
  shopIdentity,
  deliveryFeesSchema,
  SETTINGS_MESSAGES,
} from './settings';

const valid = {
  tradingName: ' GaragePro ',
  whatsapp: '0809 111 2233',
  address: '24 Oba Akran Avenue, Ikeja',
  phone: '+234 803 555 0142',
  email: 'sales@garagepro.ng',
  bankName: 'Zenith Bank',
  accountName: 'GaragePro Ltd',
  accountNumber: '1012345678',
  proformaValidityDays: 7,
  hours: [{ days: 'Mon-Sat', hours: '8:00 AM - 6:00 PM' }],
};

function firstIssue(input: unknown) {
  const result = businessDetailsSchema.safeParse(input);
  expect(result.success).toBe(false);
  const issue = result.error!.issues[0]!;
  return { field: issue.path.join('.'), message: issue.message };
}

describe('businessDetailsSchema', () => {
  it('trims, keeps phones in international digits, and fills the optional fields', () => {
    expect(businessDetailsSchema.parse({ ...valid, accountNumber: '101 234-5678' })).toEqual({
      ...valid,
      tradingName: 'GaragePro',
      whatsapp: '2348091112233',
      phone: '2348035550142',
      otherPhone: '',
      rcNumber: '',
      accountNumber: '1012345678',
    });
  });

  it.each(['123456789', '12345678901', '12345678a0', ''])(
    'refuses the account number %j',
    (accountNumber) => {
      expect(firstIssue({ ...valid, accountNumber })).toEqual({
        field: 'accountNumber',
        message: SETTINGS_MESSAGES.nuban,
      });
    },
  );

  it.each([
    [{ email: 'sales@' }, 'email', 'Please enter a valid email address'],
    [{ phone: '' }, 'phone', 'Phone is required'],
    [{ otherPhone: '0803' }, 'otherPhone', 'Please enter a valid phone number'],
    [{ proformaValidityDays: 0 }, 'proformaValidityDays', 'Validity must be at least 1 day'],
    [{ proformaValidityDays: 91 }, 'proformaValidityDays', 'Validity must be at most 90 days'],
    [{ proformaValidityDays: 2.5 }, 'proformaValidityDays', SETTINGS_MESSAGES.validityWhole],
    [{ proformaValidityDays: Number.NaN }, 'proformaValidityDays', 'Validity must be a number of days'],
    [{ address: ' ' }, 'address', 'Address is required'],
    [{ rcNumber: 'x'.repeat(31) }, 'rcNumber', 'RC number is at most 30 characters'],
    [{ whatsapp: '' }, 'whatsapp', 'WhatsApp number for orders is required'],
    [{ whatsapp: '12' }, 'whatsapp', 'valid phone number'],
    [{ hours: [] }, 'hours', SETTINGS_MESSAGES.hoursCount],
    [{ hours: Array(8).fill({ days: 'Mon', hours: '9-5' }) }, 'hours', SETTINGS_MESSAGES.hoursCount],
    [{ hours: [{ days: ' ', hours: '9-5' }] }, 'hours.0.days', 'Days is required'],
    [{ hours: [{ days: 'Mon', hours: 'x'.repeat(61) }] }, 'hours.0.hours', 'at most 60 characters'],
  ])('refuses %o with a clear message', (change, field, message) => {
    const issue = firstIssue({ ...valid, ...change });
    expect(issue.field).toBe(field);
    expect(issue.message).toContain(message);
  });

  it("has defaults from the environment: the shop name, SELLER_WHATSAPP for orders and chat, the specification's hours, 7 days, no email, address or bank", () => {
    const defaults = defaultBusinessDetails('2348091112233');
    expect(defaults).toMatchObject({
      tradingName: 'GaragePro',
      whatsapp: '2348091112233',
      phone: '2348091112233',
      otherPhone: '',
      email: '',
      address: '',
      bankName: '',
      accountNumber: '',
      proformaValidityDays: 7,
    });
    expect(defaults.hours).toEqual([
      { days: 'Mon-Fri', hours: '8:00 AM - 6:00 PM' },
      { days: 'Sat', hours: '9:00 AM - 4:00 PM' },
      { days: 'Sun', hours: 'Closed' },
    ]);
    expect(businessDetailsSchema.safeParse(defaults).success).toBe(false);
  });

  it('gives the storefront its identity: name, the orders number, the chat numbers given, email, address, hours', () => {
    expect(shopIdentity(businessDetailsSchema.parse({ ...valid, otherPhone: '' }))).toEqual({
      name: 'GaragePro',
      whatsapp: '2348091112233',
      chatPhones: ['2348035550142'],
      email: 'sales@garagepro.ng',
      address: '24 Oba Akran Avenue, Ikeja',
      hours: [{ days: 'Mon-Sat', hours: '8:00 AM - 6:00 PM' }],
    });
    expect(
      shopIdentity(businessDetailsSchema.parse({ ...valid, otherPhone: '0812 555 0198' })).chatPhones,
    ).toEqual(['2348035550142', '2348125550198']);
  });
});

describe('deliveryFeesSchema', () => {
  const table = NIGERIAN_STATES.map((state) => ({
    state,
    classId: 'parcel',
    fee: state === 'Lagos' ? 5000.5 : null,
  }));

  it('accepts fees by state and class: a fee in naira or null (quote on request); a pair left out is quoted', () => {
    expect(deliveryFeesSchema.parse({ fees: table }).fees).toEqual(table);
    expect(deliveryFeesSchema.parse({ fees: table.slice(1) }).fees).toHaveLength(36);
  });

  it.each([
    ['a negative fee', [{ ...table[0]!, fee: -1 }, ...table.slice(1)], SETTINGS_MESSAGES.feeNegative],
    ['fractions of kobo', [{ ...table[0]!, fee: 1.005 }, ...table.slice(1)], SETTINGS_MESSAGES.feeKobo],
    ['a huge fee', [{ ...table[0]!, fee: 1e12 }, ...table.slice(1)], SETTINGS_MESSAGES.feeTooLarge],
    ['an unknown state', [{ state: 'Lagoss', classId: 'parcel', fee: null }], SETTINGS_MESSAGES.unknownState],
    ['a state and class twice', [...table, table[3]!], 'Anambra is listed twice'],
    ['no class', [{ state: 'Lagos', fee: 5 }], 'Unknown delivery class'],
  ])('refuses %s', (_label, fees, message) => {
    const result = deliveryFeesSchema.safeParse({ fees });
    expect(result.success).toBe(false);
    expect(result.error!.issues.map((issue) => issue.message).join(' | ')).toContain(message);
  });
});
