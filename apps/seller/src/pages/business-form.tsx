// Sign-up's third step (docs/behaviour/seller-portal.md#identity-checks): the business, checked as the API checks it
// (the domain's schema: GSTIN check character, PAN = GSTIN characters 3-12, IFSC), the pickup pincode looked up in
// the directory as it is typed; on success the seller is signed in, waiting for review.
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import {
  sellerBusinessSchema,
  sellerSessionResponseSchema,
  type SellerBusiness,
} from '@haat/domain/sellers/seller-portal.schema';
import { normalizeCode, panOfGstin } from '@haat/domain/sellers/seller-identity';
import { ApiError } from '@haat/staff-ui/api';
import { Alert, Button, Card, Field } from '@haat/staff-ui/ui';
import { api } from '../lib/api.ts';
import { pincodeQuery } from '../lib/queries.ts';
import { signIn } from '../lib/session.ts';

type Contact = { email: string; phone: string; password: string };
type Fields = Record<keyof SellerBusiness, string>;
const EMPTY: Fields = {
  businessName: '',
  gstin: '',
  pan: '',
  addressLine: '',
  pincode: '',
  accountHolder: '',
  accountNumber: '',
  ifsc: '',
};

export function BusinessForm({ contact }: { contact: Contact }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [values, setValues] = useState<Fields>(EMPTY);
  const [errors, setErrors] = useState<Partial<Record<keyof Fields | 'form', string>>>({});
  const [busy, setBusy] = useState(false);
  const pinReady = /^[1-9][0-9]{5}$/.test(values.pincode);
  const place = useQuery({ ...pincodeQuery(values.pincode), enabled: pinReady });

  const set = (key: keyof Fields) => (e: { target: { value: string } }) => {
    const next = { ...values, [key]: e.target.value };
    // The PAN is inside the GSTIN: filled from it while the seller has not typed one.
    if (key === 'gstin' && (values.pan === '' || values.pan === panOfGstin(normalizeCode(values.gstin))))
      next.pan = panOfGstin(normalizeCode(e.target.value));
    setValues(next);
  };

  const onSubmit = async (e: FormEvent) => {
    e.preventDefault();
    const parsed = sellerBusinessSchema.safeParse(values);
    const next: typeof errors = {};
    if (!parsed.success)
      for (const issue of parsed.error.issues) {
        const key = issue.path[0] as keyof Fields;
        next[key] ??= issue.message;
      }
    if (pinReady && place.data === null) next.pincode ??= 'This pincode is not in the India Post directory';
    setErrors(next);
    if (!parsed.success || Object.keys(next).length > 0) return;
    setBusy(true);
    try {
      const answer = sellerSessionResponseSchema.parse(
        await api('/seller-portal/register', {
          method: 'POST',
          body: { ...contact, business: parsed.data },
          auth: false,
        }),
      );
      queryClient.setQueryData(['seller', 'me'], answer.seller);
      signIn(answer.token);
      void navigate('/', { replace: true });
    } catch (err) {
      if (err instanceof ApiError && err.field?.startsWith('business.'))
        setErrors({ [err.field.slice('business.'.length)]: err.message });
      else setErrors({ form: err instanceof ApiError ? err.message : String(err) });
    } finally {
      setBusy(false);
    }
  };

  const err = (key: keyof Fields) => (errors[key] ? t(errors[key]) : undefined);
  return (
    <Card>
      <form noValidate onSubmit={(e) => void onSubmit(e)} className="space-y-4">
        {errors.form ? <Alert tone="error">{t(errors.form)}</Alert> : null}
        <h2 className="text-lg font-semibold">{t('Your business')}</h2>
        <Field
          label={t('Business name')}
          autoComplete="organization"
          value={values.businessName}
          onChange={set('businessName')}
          error={err('businessName')}
        />
        <Field
          label={t('GSTIN')}
          autoCapitalize="characters"
          spellCheck={false}
          maxLength={20}
          value={values.gstin}
          onChange={set('gstin')}
          error={err('gstin')}
          hint={t('15 characters, as on your GST registration certificate')}
        />
        <Field
          label={t('PAN')}
          autoCapitalize="characters"
          spellCheck={false}
          maxLength={12}
          value={values.pan}
          onChange={set('pan')}
          error={err('pan')}
        />
        <h2 className="pt-2 text-lg font-semibold">{t('Pickup address')}</h2>
        <Field
          label={t('Address (building, street, area)')}
          autoComplete="street-address"
          value={values.addressLine}
          onChange={set('addressLine')}
          error={err('addressLine')}
        />
        <Field
          label={t('Pincode')}
          inputMode="numeric"
          autoComplete="postal-code"
          maxLength={6}
          value={values.pincode}
          onChange={set('pincode')}
          error={
            err('pincode') ??
            (pinReady && place.data === null
              ? t('This pincode is not in the India Post directory')
              : undefined)
          }
          hint={
            pinReady && place.isPending
              ? t('Looking up the pincode…')
              : place.data
                ? t('{{city}}, {{state}}', place.data)
                : undefined
          }
        />
        <h2 className="pt-2 text-lg font-semibold">{t('Bank account for payouts')}</h2>
        <Field
          label={t('Account holder name')}
          value={values.accountHolder}
          onChange={set('accountHolder')}
          error={err('accountHolder')}
        />
        <Field
          label={t('Account number')}
          inputMode="numeric"
          autoComplete="off"
          value={values.accountNumber}
          onChange={set('accountNumber')}
          error={err('accountNumber')}
        />
        <Field
          label={t('IFSC')}
          autoCapitalize="characters"
          spellCheck={false}
          maxLength={11}
          value={values.ifsc}
          onChange={set('ifsc')}
          error={err('ifsc')}
          hint={t('11 characters, printed on your cheque book')}
        />
        <Button type="submit" busy={busy} className="w-full">
          {busy ? t('Submitting…') : t('Submit for review')}
        </Button>
      </form>
    </Card>
  );
}
