import type { Field } from 'payload'

/** An IANA time zone this Node knows, e.g. America/Chicago. */
function validateTimeZone(value: unknown) {
  if (value == null || value === '') return true
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: String(value) })
    return true
  } catch {
    return 'An IANA time zone, e.g. America/Chicago.'
  }
}

/** A time of day, HH:MM on the 24-hour clock. */
const validateCutoff = (value: unknown) =>
  value == null ||
  value === '' ||
  (typeof value === 'string' && /^([01]\d|2[0-3]):[0-5]\d$/.test(value)) ||
  'A time such as 16:00 (24-hour clock).'

/**
 * The site settings of stock, lead times and ship dates (docs/availability.md): the shop's
 * time zone and holidays make its business days; an order before the cutoff ships that day.
 */
export const availabilitySettings: Field = {
  name: 'availability',
  type: 'group',
  label: 'Stock and ship dates',
  admin: { description: 'How the shop promises a ship date on every part, cart line and order (docs/availability.md).' },
  fields: [
    {
      name: 'timeZone',
      type: 'text',
      defaultValue: 'America/Chicago',
      validate: validateTimeZone,
      admin: { description: 'The shop’s time zone: business days and the cutoff are counted in it.' },
    },
    {
      name: 'cutoff',
      type: 'text',
      defaultValue: '16:00',
      validate: validateCutoff,
      admin: { description: 'An order placed before this time on a business day ships that day (24-hour clock, shop time).' },
    },
    {
      name: 'holidays',
      type: 'array',
      admin: { description: 'Days the shop does not ship, besides Saturdays and Sundays.' },
      fields: [
        { name: 'date', type: 'date', required: true, admin: { date: { pickerAppearance: 'dayOnly' } } },
        { name: 'name', type: 'text' },
      ],
    },
    {
      name: 'defaultLeadTimeDays',
      type: 'number',
      min: 0,
      defaultValue: 10,
      admin: { description: 'Business days, for a part whose own and series’ lead times are empty.' },
    },
    {
      name: 'stockStaleAfterMinutes',
      type: 'number',
      min: 1,
      defaultValue: 60,
      admin: { description: 'With the ERP feed on, stock older than this shows “call to confirm” instead of numbers.' },
    },
    {
      name: 'splitShipmentFee',
      type: 'number',
      min: 0,
      defaultValue: 0,
      admin: { description: 'Added when a buyer has lines ship as they become available instead of all together.' },
    },
  ],
}
