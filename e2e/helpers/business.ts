/**
 * The seller's business details as the browser specs save them. The suite's server runs with the default
 * SELLER_WHATSAPP, so the shop's numbers stay what other specs expect; the name and address are a real
 * seller's, which specs read back (`shopName`) rather than assume.
 */
export const BUSINESS_DETAILS = {
  tradingName: 'GaragePro Nigeria Ltd',
  whatsapp: '0803 555 0142',
  address: '24 Oba Akran Avenue, Ikeja, Lagos',
  rcNumber: 'RC 1234567',
  phone: '0803 555 0142',
  otherPhone: '',
  email: 'sales@garagepro.ng',
  bankName: 'Zenith Bank',
  accountName: 'GaragePro Nigeria Ltd',
  accountNumber: '1012345678',
  proformaValidityDays: 7,
  hours: [
    { days: 'Mon-Fri', hours: '8:00 AM - 6:00 PM' },
    { days: 'Sat', hours: '9:00 AM - 4:00 PM' },
    { days: 'Sun', hours: 'Closed' },
  ],
};
