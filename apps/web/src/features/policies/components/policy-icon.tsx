// One icon per policy, shared by the page header and every cross-link.
import {
  FileText,
  Lock,
  ReceiptIndianRupee,
  RotateCcw,
  ShieldCheck,
  Truck,
  type LucideIcon,
} from 'lucide-react';
import type { PolicySlug } from '../content/policy-types.ts';

export const POLICY_ICONS: Record<PolicySlug, LucideIcon> = {
  'privacy-policy': Lock,
  terms: FileText,
  'cancellation-refund': ReceiptIndianRupee,
  'shipping-delivery': Truck,
  'return-policy': RotateCcw,
  security: ShieldCheck,
};
