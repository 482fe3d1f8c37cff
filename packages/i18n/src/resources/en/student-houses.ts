/**
 * English texts of the `studentHouses` namespace (issue 26): the landlord's student houses page
 * (§2 `/studenthouse`: list, form, photos, deletion, per-house auto-reply), the facility names
 * and the student-house section of an advert's page. The Dutch file beside it has the same keys
 * (checked by the parity test).
 */
export const studentHouses = {
  meta: {
    title: 'My student houses | Rooms',
    description: 'Manage your student houses once and link their room adverts to them.',
  },
  heading: 'My student houses',
  intro:
    'A student house is a building with several rooms you let. Enter its name, address, shared facilities, house rules and photos once, then link each room advert to it in the advert wizard.',
  loading: 'Loading your student houses…',
  empty: {
    title: 'No student houses yet',
    text: 'Do you let several rooms in one building? Add it as a student house: tenants see its name and shared facilities on each room advert, and you can give the house its own automatic reply.',
    action: 'Add a student house',
  },
  list: {
    add: 'Add a student house',
    linked_one: '{{count}} advert linked',
    linked_other: '{{count}} adverts linked',
    edit: 'Edit',
    delete: 'Delete',
    noPhoto: 'No photo yet',
    address: '{{street}} {{houseNumber}}, {{postcode}} {{city}}',
  },
  facilities: {
    title: 'Shared facilities',
    none: 'No shared facilities given',
    sharedKitchen: 'Shared kitchen',
    laundry: 'Laundry room',
    bicycleStorage: 'Bicycle storage',
    studyRoom: 'Study room',
    garden: 'Garden',
    commonRoom: 'Common room',
    elevator: 'Lift',
    gym: 'Gym',
  },
  form: {
    createTitle: 'New student house',
    editTitle: 'Edit {{name}}',
    name: 'Name of the house',
    nameHint: 'For example "Huize Zernike"; shown on your room adverts.',
    city: 'City',
    cityPlaceholder: 'Type the city',
    street: 'Street',
    streetPlaceholder: 'Type the street',
    streetFirstCity: 'Choose the city first',
    houseNumber: 'House number',
    houseNumberHint: 'For example 12, 12A or 12-2',
    postcode: 'Postcode',
    postcodeHint: 'For example 9712 CP',
    addressHint:
      'Choose the city and street from the suggestions; the street fills in the first digits of the postcode.',
    houseRules: 'House rules',
    houseRulesHint:
      'Optional, at most {{max}} characters. No phone numbers, e-mail addresses or links.',
    create: 'Save student house',
    save: 'Save changes',
    saving: 'Saving…',
    cancel: 'Cancel',
    created: 'The student house was saved. You can now add photos and an automatic reply.',
    saved: 'Your changes were saved.',
    errorSummary: 'The student house could not be saved',
  },
  problems: {
    required: 'Fill this in.',
    invalid: 'This is not valid.',
    too_short: 'This is too short.',
    too_long: 'This is too long.',
    line_break: 'Keep the name on one line.',
    control_characters: 'Remove the invisible characters.',
    not_found: 'Choose it from the suggestions.',
    not_in_city: 'This street is not in the chosen city.',
    forbidden: 'Remove phone numbers, e-mail addresses and links: {{items}}.',
    not_found_house: 'This student house no longer exists.',
    generic: 'Something went wrong. Try again.',
  },
  photos: {
    title: 'Photos',
    hint: 'JPEG, PNG or WebP, at most 15 MB each; up to {{max}} photos.',
    add: 'Add a photo',
    uploading: 'Uploading…',
    remove: 'Remove photo {{n}}',
    alt: 'Photo {{n}} of {{name}}',
    limit: 'This house has the most photos it can have.',
    failed: 'The photo could not be added: {{reason}}',
    none: 'No photos yet.',
  },
  delete: {
    title: 'Delete {{name}}?',
    text_one:
      'The house and its automatic reply are deleted. Its {{count}} linked advert stays online, no longer linked to a house.',
    text_other:
      'The house and its automatic reply are deleted. Its {{count}} linked adverts stay online, no longer linked to a house.',
    confirm: 'Delete',
    cancel: 'Keep',
    done: '{{name}} was deleted.',
  },
  autoReply: {
    heading: 'Automatic reply for this house',
    intro:
      'Sent to tenants who react to one of the house’s adverts, instead of your general automatic reply.',
  },
  listing: {
    heading: 'Part of a student house',
    name: 'This room is in {{name}}.',
  },
} as const;
