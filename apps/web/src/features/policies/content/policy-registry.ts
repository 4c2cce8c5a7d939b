// Every policy document by slug, in the order the policies are listed wherever they link to each other.
import { cancellationRefundPolicy } from './cancellation-refund.ts';
import { POLICY_SLUGS, type PolicyDocument, type PolicySlug } from './policy-types.ts';
import { privacyPolicy } from './privacy-policy.ts';
import { returnPolicy } from './return-policy.ts';
import { securityPolicy } from './security.ts';
import { shippingDeliveryPolicy } from './shipping-delivery.ts';
import { termsOfUse } from './terms.ts';

export const POLICIES: Record<PolicySlug, PolicyDocument> = {
  'privacy-policy': privacyPolicy,
  terms: termsOfUse,
  'cancellation-refund': cancellationRefundPolicy,
  'shipping-delivery': shippingDeliveryPolicy,
  'return-policy': returnPolicy,
  security: securityPolicy,
};

export const POLICY_LIST: PolicyDocument[] = POLICY_SLUGS.map((slug) => POLICIES[slug]);
