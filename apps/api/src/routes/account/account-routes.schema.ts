/** Schemas of the account calls of issue 26 (`/customer/account`, settings, dashboard, export). */
import { TenantProfileItem } from '@rooms/domain';
import { z } from 'zod';

import { PASSWORD_MAX_LENGTH } from '../../auth/password.js';
import { localeField, nameField, newPasswordField } from '../customer/account.schema.js';

/** A password as typed to confirm who is at the keyboard: 1 to 200 characters. */
export const currentPasswordField = z
  .string()
  .min(1)
  .max(PASSWORD_MAX_LENGTH)
  .describe("The account's current password");

/** Body of `PUT /customer/account`: at least one field. */
export const updateAccountBody = z
  .object({
    firstName: nameField
      .optional()
      .describe('First name: letters, spaces, apostrophes, hyphens and full stops'),
    locale: localeField.optional().describe('Language of the site and of the e-mails'),
  })
  .strict()
  .refine((body) => body.firstName !== undefined || body.locale !== undefined, {
    message: 'give firstName or locale',
  });

/** Body of `POST /customer/change-password`. */
export const changePasswordBody = z
  .object({
    currentPassword: currentPasswordField,
    newPassword: newPasswordField,
  })
  .strict();

/** Body of `POST /customer/delete-account`. */
export const deleteAccountBody = z.object({ password: currentPasswordField }).strict();

/** The e-mail settings (`GET`/`PUT /customer/settings`). */
export const emailSettings = z
  .object({
    emailLanguage: localeField.describe("Language of the user's e-mails (the account's language)"),
    alertEmails: z.boolean().describe('Whether search alerts may e-mail the user'),
    messageEmails: z.boolean().describe('Whether new messages are announced by e-mail'),
  })
  .describe('E-mail settings of the signed-in user');

/** Body of `PUT /customer/settings`: at least one field. */
export const updateSettingsBody = emailSettings
  .partial()
  .strict()
  .refine((body) => Object.values(body).some((value) => value !== undefined), {
    message: 'give at least one setting',
  });

/** Answer of `GET /customer/dashboard`. */
export const dashboard = z
  .object({
    unreadConversations: z.number().int().describe('Inbox conversations with unread messages'),
    favoriteListings: z.number().int().describe('Favourite adverts still online'),
    favoriteTenants: z.number().int().describe('Favourite tenants'),
    alerts: z.number().int().describe('Saved search alerts'),
    adverts: z.object({
      activeCount: z.number().int().describe('Own adverts online'),
      totalCount: z.number().int().describe('Own adverts not deleted (drafts included)'),
      items: z
        .array(
          z.object({
            listingID: z.number().int(),
            title: z.string().nullable().describe('Null for a draft without a title'),
            status: z.number().int().describe('ListingStatus (§3)'),
            isActive: z.boolean(),
            views: z.number().int().describe('Times the advert was viewed'),
            reactions: z.number().int().describe('Conversations started about it'),
          }),
        )
        .describe('The newest 20 own adverts'),
    }),
    tenantProfile: z.object({
      exists: z.boolean(),
      percent: z.number().int().min(0).max(100),
      missing: z
        .array(z.enum(Object.values(TenantProfileItem)))
        .readonly()
        .describe('Items still empty'),
    }),
  })
  .describe("The signed-in user's overview");

const row = z.record(z.string(), z.unknown());

/** Answer of `GET /customer/export` (GDPR art. 15 and 20). */
export const dataExport = z
  .object({
    exportedAt: z.iso.datetime(),
    account: row.describe('The account, without the password hash'),
    tenantProfile: row.nullable(),
    adverts: z.array(row).describe('Own adverts (every status), each with `photos` image keys'),
    messagesSent: z.array(row).describe('Messages the user sent, with conversation ids and times'),
    favoriteListings: z.array(row),
    favoriteTenants: z.array(row),
    alerts: z.array(row),
    studentHouses: z.array(row),
    autoReplies: z.array(row),
    signIns: z.array(row).describe('Sessions: started, last used, ended (never the token)'),
    referrals: z
      .array(row)
      .describe(
        "Referrals the user is part of: as inviter (role inviter) or invited person (role invited), with status and times (no other person's data)",
      ),
    cashback: row.nullable().describe('The cashback of a rental, if a landlord confirmed one'),
  })
  .describe('Everything stored about the signed-in user');
