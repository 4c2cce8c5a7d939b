// The messages of an e-mail or phone change: the codes (to the new address, the new number and the current
// number) and the notices to the old address and number once the change is made, so a hijacked account is noticed.
import { PROFILE_OTP_VALIDITY_SECONDS } from '@haat/domain/account/profile-change.schema';
import { BRAND_NAME, SUPPORT_CONTACT } from '@haat/domain/shell/store-info';
import type { QueueMailInput } from '../mail/mail.service.ts';

const MINUTES = PROFILE_OTP_VALIDITY_SECONDS / 60;

export function newEmailCodeMail(to: string, code: string): QueueMailInput {
  return {
    channel: 'email',
    to,
    subject: `Your ${BRAND_NAME} e-mail change code`,
    text: [
      'Hello,',
      '',
      `Use this code to make this the e-mail address of your ${BRAND_NAME} account:`,
      '',
      `    ${code}`,
      '',
      `The code is valid for ${MINUTES} minutes and can be used once. Never share it: ${BRAND_NAME} will never ask you for it.`,
      '',
      'If you did not ask for this code, you can ignore this e-mail.',
      '',
      `– ${BRAND_NAME}`,
    ].join('\n'),
  };
}

export function newPhoneCodeSms(to: string, code: string): QueueMailInput {
  return {
    channel: 'sms',
    to,
    subject: `${BRAND_NAME} phone change code`,
    text: `${code} is your ${BRAND_NAME} code to add this number to your account. Valid ${MINUTES} min. Never share it.`,
  };
}

export function currentPhoneCodeSms(to: string, code: string, newPhoneMasked: string): QueueMailInput {
  return {
    channel: 'sms',
    to,
    subject: `${BRAND_NAME} phone change code`,
    text: `${code} is your ${BRAND_NAME} code to move your account from this number to ${newPhoneMasked}. Valid ${MINUTES} min. Not you? Do not share it.`,
  };
}

export interface ContactChangeNotice {
  fullName: string;
  oldEmail: string;
  oldPhone: string;
  newEmailMasked?: string | undefined;
  newPhoneMasked?: string | undefined;
}

/** To the address the account had before the change: what changed, and whom to call if it was not them. */
export function contactChangedMail(notice: ContactChangeNotice): QueueMailInput {
  const changes = [
    notice.newEmailMasked ? `- the e-mail address is now ${notice.newEmailMasked}` : undefined,
    notice.newPhoneMasked ? `- the phone number is now ${notice.newPhoneMasked}` : undefined,
  ].filter((line): line is string => line !== undefined);
  return {
    channel: 'email',
    to: notice.oldEmail,
    subject: `Your ${BRAND_NAME} account details were changed`,
    text: [
      `Hello ${notice.fullName},`,
      '',
      `The contact details of your ${BRAND_NAME} account were just changed:`,
      ...changes,
      '',
      `If this was not you, contact us at once: ${SUPPORT_CONTACT.email}.`,
      '',
      `– ${BRAND_NAME}`,
    ].join('\n'),
  };
}

/** To the number the account had before a phone change. */
export function phoneChangedSms(oldPhone: string, newPhoneMasked: string): QueueMailInput {
  return {
    channel: 'sms',
    to: oldPhone,
    subject: `${BRAND_NAME} phone number changed`,
    text: `Your ${BRAND_NAME} account now uses ${newPhoneMasked} instead of this number. Not you? Contact ${SUPPORT_CONTACT.email} at once.`,
  };
}
