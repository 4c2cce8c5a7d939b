// NPCI's UPI payment link (docs/behaviour/checkout.md#upi): the fields in order, amounts from paise, spaces and
// brackets percent-encoded, and each app's Android intent or iOS scheme.
import { describe, expect, it } from 'vitest';
import { UPI_APPS, upiAppLink, upiCollectAllowed, upiIdSchema, upiLink } from './upi.ts';

const request = {
  payeeVpa: 'haat.test@upisim',
  payeeName: 'Haat (test payments)',
  amountPaise: 134_850,
  reference: 'order_Abc123',
  note: 'Haat order order_Abc123',
};

describe('UPI links', () => {
  it('writes pa, pn, am, cu, tr, tn in order, rupees with two decimals, %20 for spaces', () => {
    expect(upiLink(request)).toBe(
      'upi://pay?pa=haat.test%40upisim&pn=Haat%20%28test%20payments%29&am=1348.50&cu=INR&tr=order_Abc123&tn=Haat%20order%20order_Abc123',
    );
  });

  it('opens one app by its Android package or its iOS scheme', () => {
    const [gpay, phonepe, paytm, bhim] = UPI_APPS;
    expect(UPI_APPS.map((a) => a.name)).toEqual(['Google Pay', 'PhonePe', 'Paytm', 'BHIM']);
    expect(upiAppLink(phonepe!, 'android', request)).toMatch(
      /^intent:\/\/pay\?pa=haat\.test%40upisim&.*#Intent;scheme=upi;package=com\.phonepe\.app;end$/,
    );
    expect(upiAppLink(gpay!, 'ios', request)).toMatch(/^tez:\/\/upi\/pay\?pa=/);
    expect(upiAppLink(paytm!, 'ios', request)).toMatch(/^paytmmp:\/\/pay\?pa=/);
    expect(upiAppLink(bhim!, 'ios', request)).toMatch(/^bhim:\/\/pay\?pa=/);
  });

  it('keeps collect on iOS only and checks a UPI ID', () => {
    expect([upiCollectAllowed('ios'), upiCollectAllowed('android'), upiCollectAllowed('desktop')]).toEqual([
      true,
      false,
      false,
    ]);
    expect(upiIdSchema.safeParse('asha@okicici').success).toBe(true);
    expect(upiIdSchema.safeParse('asha okicici').success).toBe(false);
    expect(upiIdSchema.safeParse('@ybl').success).toBe(false);
  });
});
